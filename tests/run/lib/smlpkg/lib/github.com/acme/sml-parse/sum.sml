structure Sum = struct datatype ('a, 'b) t = L of 'a | R of 'b end
