(* format-comb.sml: FormatComb (FORMAT_COMB).
 *
 * A format is a continuation that receives the pieces produced so far,
 * newest first: an element is a function from the rest of the format to a
 * format that also waits for the element's argument, so `format f` ends
 * up curried in the arguments of f's elements, left to right. *)

structure FormatComb :> FORMAT_COMB =
  struct
    type 'a format = string list -> 'a
    type ('a, 'b) fragment = 'a format -> 'b format
    type 'a glue = ('a, 'a) fragment
    type ('a, 'b) element = ('a, 'b -> 'a) fragment
    (* the glue of the elements seen so far, with separators; NONE before
     * the first *)
    datatype 'a gg = GG of 'a glue option

    fun format frag = frag (fn pieces => String.concat (List.rev pieces)) []
    fun format' f frag = frag (fn pieces => f (List.rev pieces)) []

    fun using toString k pieces x = k (toString x :: pieces)

    fun int k = using Int.toString k
    fun real k = using Real.toString k
    fun bool k = using Bool.toString k
    fun string k = using (fn s => s) k
    fun string' k = using String.toString k
    fun char k = using String.str k
    fun char' k = using Char.toString k
    fun int' radix = using (Int.fmt radix)
    fun real' fmt = using (Real.fmt fmt)

    fun glue elem x k pieces = elem k pieces x
    fun elem f k pieces x = f x k pieces

    fun nothing k = k
    fun text s k pieces = k (s :: pieces)
    fun sp n = text (CharVector.tabulate (Int.max (n, 0), fn _ => #" "))
    fun nl k = text "\n" k
    fun tab k = text "\t" k

    fun seqg fold sep f coll =
          let
            fun step (x, GG NONE) = GG (SOME (f x))
              | step (x, GG (SOME g)) = GG (SOME (f x o sep o g))
          in
            case fold step (GG NONE) coll of
              GG NONE => nothing
            | GG (SOME g) => g
          end

    fun seq fold sep elem k pieces coll = seqg fold sep (glue elem) coll k pieces

    fun listg f l = text "[" o seqg List.foldr (text ", ") f l o text "]"
    fun list elem k pieces l = listg (glue elem) l k pieces

    fun optiong f NONE = text "NONE"
      | optiong f (SOME x) = text "SOME(" o f x o text ")"
    fun option elem k pieces opt = optiong (glue elem) opt k pieces

    datatype place = Left | Center | Right
    val left = Left
    val center = Center
    val right = Right

    fun spaces n = CharVector.tabulate (n, fn _ => #" ")

    fun padString (place, n, s) =
          let val extra = n - size s
          in
            if extra <= 0 then s
            else
              case place of
                Left => spaces extra ^ s
              | Right => s ^ spaces extra
              | Center => spaces (extra div 2) ^ s ^ spaces (extra - extra div 2)
          end

    fun trimString (place, n, s) =
          let val extra = size s - n
          in
            if n < 0 then raise Subscript
            else if extra <= 0 then s
            else
              case place of
                Left => String.extract (s, extra, NONE)
              | Right => String.substring (s, 0, n)
              | Center => String.substring (s, extra div 2, n)
          end

    fun fitString (place, n, s) =
          if size s > n then trimString (place, n, s) else padString (place, n, s)

    (* f's output, as one piece, through adjust *)
    fun adjust adjustString place n frag k pieces =
          frag (fn inner => k (adjustString (place, n, String.concat (List.rev inner)) :: pieces)) []

    fun pad place n frag = adjust padString place n frag
    fun trim place n frag = adjust trimString place n frag
    fun fit place n frag = adjust fitString place n frag
    fun padl n frag = pad Left n frag
    fun padr n frag = pad Right n frag
  end
