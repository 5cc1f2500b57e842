(* A datatype defined twice in one `datatype ... and`. *)
datatype t = A and t = B
