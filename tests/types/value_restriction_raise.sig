val f : unit -> 'a
