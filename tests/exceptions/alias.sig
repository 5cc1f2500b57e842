exception E of string
exception F of string
val same : string
