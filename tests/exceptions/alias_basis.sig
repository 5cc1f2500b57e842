exception MyFail of string
exception D
