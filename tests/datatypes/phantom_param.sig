datatype 'a tag = Tag of int
val t : string tag
