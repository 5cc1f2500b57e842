type person = {age : int, name : string}
val older : {age : int, name : string} -> {age : int, name : string}
