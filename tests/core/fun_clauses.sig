val len : 'a list -> int
