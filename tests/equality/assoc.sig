val lookup : ''a * (''a * 'b) list -> 'b option
