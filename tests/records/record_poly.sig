val mk : 'a * 'b -> {first : 'a, second : 'b}
