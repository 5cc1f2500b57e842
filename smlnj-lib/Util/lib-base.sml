(* lib-base.sml: LibBase, the library's common exceptions (Skein's
 * implementation of the SML/NJ library). *)

structure LibBase :> LIB_BASE =
  struct
    exception Unimplemented of string
    exception Impossible of string
    exception NotFound

    fun failure {module, func, msg} =
          raise Fail (String.concat [module, ".", func, ": ", msg])

    val version = {date = "2024", system = "Skein SML/NJ Library", version_id = [1, 0]}
    val banner = #system version ^ ", version 1.0"
  end
