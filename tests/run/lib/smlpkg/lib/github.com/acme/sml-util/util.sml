val () = print "util loaded\n"
infix 5 ++
infixr 6 **
structure Util = struct
  datatype t = Box of int
  exception Oops of string
  fun (Box a) ++ (Box b) = Box (a + b)
  fun a ** b = a * b
  fun show (Box n) = "Box " ^ Int.toString n
  val counter = ref 0
  fun tick () = (counter := !counter + 1; !counter)
end
fun op ++ (a, b) = Util.++ (a, b)
