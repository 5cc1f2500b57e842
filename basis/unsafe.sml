(* MLton's Unsafe structure: access without bounds checks. *)

signature UNSAFE =
sig
  structure Vector :
    sig
      val sub : 'a vector * int -> 'a
    end
  structure Array :
    sig
      val sub : 'a array * int -> 'a
      val update : 'a array * int * 'a -> unit
      val create : int -> 'a array
    end
end

structure Unsafe : UNSAFE =
struct
  structure Vector =
  struct
    fun sub (v, i) = (_prim "Vector.unsafeSub" : 'a vector * int -> 'a) (v, i)
  end
  structure Array =
  struct
    fun sub (a, i) = (_prim "Array.unsafeSub" : 'a array * int -> 'a) (a, i)
    fun update (a, i, x) = (_prim "Array.unsafeUpdate" : 'a array * int * 'a -> unit) (a, i, x)
    (* Elements must be written before they are read. *)
    fun create n = (_prim "Array.alloc" : int -> 'a array) n
  end
end
