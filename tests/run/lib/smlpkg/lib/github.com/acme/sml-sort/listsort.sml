structure ListSort :> SORT where type 'a t = 'a list = struct
  type 'a t = 'a list
  infix 4 <==
  fun merge cmp (xs, []) = xs
    | merge cmp ([], ys) = ys
    | merge cmp (x::xs, y::ys) =
      case cmp (x, y) of
          GREATER => y :: merge cmp (x::xs, ys)
        | _ => x :: merge cmp (xs, y::ys)
  fun split xs =
      let fun go (a::b::r, l, rr) = go (r, a::l, b::rr)
            | go ([a], l, rr) = (a::l, rr)
            | go ([], l, rr) = (l, rr)
      in go (xs, [], []) end
  fun sort cmp [] = []
    | sort cmp [x] = [x]
    | sort cmp xs = let val (a, b) = split xs
                    in merge cmp (sort cmp a, sort cmp b) end
  fun sorted cmp (x::y::r) = cmp (x, y) <> GREATER andalso sorted cmp (y::r)
    | sorted _ _ = true
end
