val unzip : ('a * 'b) list -> 'a list * 'b list
