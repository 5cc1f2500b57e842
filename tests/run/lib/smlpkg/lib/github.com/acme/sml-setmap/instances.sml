structure IntKey : ORD_KEY = struct type ord_key = int val compare = Int.compare end
structure StringKey = struct type ord_key = string val compare = String.compare end
structure IntSet = SetFn (IntKey)
structure StringSet = SetFn (StringKey)
structure IntMap = MapFn (IntKey)
structure StringMap = MapFn (StringKey)
