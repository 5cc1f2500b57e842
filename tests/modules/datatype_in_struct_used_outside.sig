structure T :
  sig
    datatype 'a tree = L | N of 'a tree * 'a * 'a tree
  end
val count : 'a T.tree -> int
