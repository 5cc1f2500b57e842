(* lib-base-sig.sml: LIB_BASE, the SML/NJ library's common exceptions and
 * version information (the interface of smlnj-lib's LibBase). *)

signature LIB_BASE =
  sig
    (* raised to report an unimplemented feature *)
    exception Unimplemented of string
    (* raised to report an internal error *)
    exception Impossible of string
    (* raised by lookup functions (ORD_MAP.lookup, ORD_MAP.remove...) when
     * the key is absent *)
    exception NotFound

    (* raises Fail with a message naming the module and function *)
    val failure : {module : string, func : string, msg : string} -> 'a

    val version : {date : string, system : string, version_id : int list}
    val banner : string
  end
