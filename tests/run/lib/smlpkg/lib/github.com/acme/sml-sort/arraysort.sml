structure ArraySort : SORT = struct
  type 'a t = 'a array
  fun sorted cmp a =
      let val n = Array.length a
          fun loop i = i + 1 >= n orelse
                       (cmp (Array.sub (a, i), Array.sub (a, i+1)) <> GREATER andalso loop (i+1))
      in loop 0 end
  fun sort cmp a =
      let val l = ListSort.sort cmp (Array.foldr op:: [] a)
      in Array.fromList l end
end
