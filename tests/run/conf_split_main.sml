(* A long top-level sequence: the compiler cuts main into a chain of functions
   (pass split-main); values, refs, exceptions and handlers defined in one
   part are used in later ones. *)
fun pr s = print (s ^ "\n")
exception Found of int * string
val total = ref 0
val early = (3, "early", 2.5)
fun add n = total := !total + n
fun try f = (Int.toString (f ())) handle Overflow => "Overflow" | Div => "Div" | Found (n, s) => s ^ Int.toString n
val table = Array.tabulate (10, fn i => i * i)
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 0 * valOf Int32.maxInt)))
val v1 = 1 * 7 + #1 early
val _ = (add v1; pr (try (fn () => 2 div (2 mod 3))))
val _ = pr (try (fn () => if 3 mod 2 = 1 then raise Found (3, #2 early) else 3))
val _ = Array.update (table, 4 mod 10, Array.sub (table, 4 mod 10) + v1)
val s5 = String.concatWith "," (List.tabulate (5 mod 5, Int.toString))
val _ = pr (s5 ^ " " ^ Real.toString (#3 early * 6.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 7 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 8 * valOf Int32.maxInt)))
val v9 = 9 * 7 + #1 early
val _ = (add v9; pr (try (fn () => 10 div (10 mod 3))))
val _ = pr (try (fn () => if 11 mod 2 = 1 then raise Found (11, #2 early) else 11))
val _ = Array.update (table, 12 mod 10, Array.sub (table, 12 mod 10) + v9)
val s13 = String.concatWith "," (List.tabulate (13 mod 5, Int.toString))
val _ = pr (s13 ^ " " ^ Real.toString (#3 early * 14.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 15 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 16 * valOf Int32.maxInt)))
val v17 = 17 * 7 + #1 early
val _ = (add v17; pr (try (fn () => 18 div (18 mod 3))))
val _ = pr (try (fn () => if 19 mod 2 = 1 then raise Found (19, #2 early) else 19))
val _ = Array.update (table, 20 mod 10, Array.sub (table, 20 mod 10) + v17)
val s21 = String.concatWith "," (List.tabulate (21 mod 5, Int.toString))
val _ = pr (s21 ^ " " ^ Real.toString (#3 early * 22.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 23 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 24 * valOf Int32.maxInt)))
val v25 = 25 * 7 + #1 early
val _ = (add v25; pr (try (fn () => 26 div (26 mod 3))))
val _ = pr (try (fn () => if 27 mod 2 = 1 then raise Found (27, #2 early) else 27))
val _ = Array.update (table, 28 mod 10, Array.sub (table, 28 mod 10) + v25)
val s29 = String.concatWith "," (List.tabulate (29 mod 5, Int.toString))
val _ = pr (s29 ^ " " ^ Real.toString (#3 early * 30.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 31 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 32 * valOf Int32.maxInt)))
val v33 = 33 * 7 + #1 early
val _ = (add v33; pr (try (fn () => 34 div (34 mod 3))))
val _ = pr (try (fn () => if 35 mod 2 = 1 then raise Found (35, #2 early) else 35))
val _ = Array.update (table, 36 mod 10, Array.sub (table, 36 mod 10) + v33)
val s37 = String.concatWith "," (List.tabulate (37 mod 5, Int.toString))
val _ = pr (s37 ^ " " ^ Real.toString (#3 early * 38.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 39 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 40 * valOf Int32.maxInt)))
val v41 = 41 * 7 + #1 early
val _ = (add v41; pr (try (fn () => 42 div (42 mod 3))))
val _ = pr (try (fn () => if 43 mod 2 = 1 then raise Found (43, #2 early) else 43))
val _ = Array.update (table, 44 mod 10, Array.sub (table, 44 mod 10) + v41)
val s45 = String.concatWith "," (List.tabulate (45 mod 5, Int.toString))
val _ = pr (s45 ^ " " ^ Real.toString (#3 early * 46.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 47 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 48 * valOf Int32.maxInt)))
val v49 = 49 * 7 + #1 early
val _ = (add v49; pr (try (fn () => 50 div (50 mod 3))))
val _ = pr (try (fn () => if 51 mod 2 = 1 then raise Found (51, #2 early) else 51))
val _ = Array.update (table, 52 mod 10, Array.sub (table, 52 mod 10) + v49)
val s53 = String.concatWith "," (List.tabulate (53 mod 5, Int.toString))
val _ = pr (s53 ^ " " ^ Real.toString (#3 early * 54.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 55 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 56 * valOf Int32.maxInt)))
val v57 = 57 * 7 + #1 early
val _ = (add v57; pr (try (fn () => 58 div (58 mod 3))))
val _ = pr (try (fn () => if 59 mod 2 = 1 then raise Found (59, #2 early) else 59))
val _ = Array.update (table, 60 mod 10, Array.sub (table, 60 mod 10) + v57)
val s61 = String.concatWith "," (List.tabulate (61 mod 5, Int.toString))
val _ = pr (s61 ^ " " ^ Real.toString (#3 early * 62.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 63 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 64 * valOf Int32.maxInt)))
val v65 = 65 * 7 + #1 early
val _ = (add v65; pr (try (fn () => 66 div (66 mod 3))))
val _ = pr (try (fn () => if 67 mod 2 = 1 then raise Found (67, #2 early) else 67))
val _ = Array.update (table, 68 mod 10, Array.sub (table, 68 mod 10) + v65)
val s69 = String.concatWith "," (List.tabulate (69 mod 5, Int.toString))
val _ = pr (s69 ^ " " ^ Real.toString (#3 early * 70.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 71 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 72 * valOf Int32.maxInt)))
val v73 = 73 * 7 + #1 early
val _ = (add v73; pr (try (fn () => 74 div (74 mod 3))))
val _ = pr (try (fn () => if 75 mod 2 = 1 then raise Found (75, #2 early) else 75))
val _ = Array.update (table, 76 mod 10, Array.sub (table, 76 mod 10) + v73)
val s77 = String.concatWith "," (List.tabulate (77 mod 5, Int.toString))
val _ = pr (s77 ^ " " ^ Real.toString (#3 early * 78.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 79 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 80 * valOf Int32.maxInt)))
val v81 = 81 * 7 + #1 early
val _ = (add v81; pr (try (fn () => 82 div (82 mod 3))))
val _ = pr (try (fn () => if 83 mod 2 = 1 then raise Found (83, #2 early) else 83))
val _ = Array.update (table, 84 mod 10, Array.sub (table, 84 mod 10) + v81)
val s85 = String.concatWith "," (List.tabulate (85 mod 5, Int.toString))
val _ = pr (s85 ^ " " ^ Real.toString (#3 early * 86.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 87 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 88 * valOf Int32.maxInt)))
val v89 = 89 * 7 + #1 early
val _ = (add v89; pr (try (fn () => 90 div (90 mod 3))))
val _ = pr (try (fn () => if 91 mod 2 = 1 then raise Found (91, #2 early) else 91))
val _ = Array.update (table, 92 mod 10, Array.sub (table, 92 mod 10) + v89)
val s93 = String.concatWith "," (List.tabulate (93 mod 5, Int.toString))
val _ = pr (s93 ^ " " ^ Real.toString (#3 early * 94.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 95 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 96 * valOf Int32.maxInt)))
val v97 = 97 * 7 + #1 early
val _ = (add v97; pr (try (fn () => 98 div (98 mod 3))))
val _ = pr (try (fn () => if 99 mod 2 = 1 then raise Found (99, #2 early) else 99))
val _ = Array.update (table, 100 mod 10, Array.sub (table, 100 mod 10) + v97)
val s101 = String.concatWith "," (List.tabulate (101 mod 5, Int.toString))
val _ = pr (s101 ^ " " ^ Real.toString (#3 early * 102.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 103 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 104 * valOf Int32.maxInt)))
val v105 = 105 * 7 + #1 early
val _ = (add v105; pr (try (fn () => 106 div (106 mod 3))))
val _ = pr (try (fn () => if 107 mod 2 = 1 then raise Found (107, #2 early) else 107))
val _ = Array.update (table, 108 mod 10, Array.sub (table, 108 mod 10) + v105)
val s109 = String.concatWith "," (List.tabulate (109 mod 5, Int.toString))
val _ = pr (s109 ^ " " ^ Real.toString (#3 early * 110.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 111 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 112 * valOf Int32.maxInt)))
val v113 = 113 * 7 + #1 early
val _ = (add v113; pr (try (fn () => 114 div (114 mod 3))))
val _ = pr (try (fn () => if 115 mod 2 = 1 then raise Found (115, #2 early) else 115))
val _ = Array.update (table, 116 mod 10, Array.sub (table, 116 mod 10) + v113)
val s117 = String.concatWith "," (List.tabulate (117 mod 5, Int.toString))
val _ = pr (s117 ^ " " ^ Real.toString (#3 early * 118.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 119 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 120 * valOf Int32.maxInt)))
val v121 = 121 * 7 + #1 early
val _ = (add v121; pr (try (fn () => 122 div (122 mod 3))))
val _ = pr (try (fn () => if 123 mod 2 = 1 then raise Found (123, #2 early) else 123))
val _ = Array.update (table, 124 mod 10, Array.sub (table, 124 mod 10) + v121)
val s125 = String.concatWith "," (List.tabulate (125 mod 5, Int.toString))
val _ = pr (s125 ^ " " ^ Real.toString (#3 early * 126.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 127 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 128 * valOf Int32.maxInt)))
val v129 = 129 * 7 + #1 early
val _ = (add v129; pr (try (fn () => 130 div (130 mod 3))))
val _ = pr (try (fn () => if 131 mod 2 = 1 then raise Found (131, #2 early) else 131))
val _ = Array.update (table, 132 mod 10, Array.sub (table, 132 mod 10) + v129)
val s133 = String.concatWith "," (List.tabulate (133 mod 5, Int.toString))
val _ = pr (s133 ^ " " ^ Real.toString (#3 early * 134.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 135 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 136 * valOf Int32.maxInt)))
val v137 = 137 * 7 + #1 early
val _ = (add v137; pr (try (fn () => 138 div (138 mod 3))))
val _ = pr (try (fn () => if 139 mod 2 = 1 then raise Found (139, #2 early) else 139))
val _ = Array.update (table, 140 mod 10, Array.sub (table, 140 mod 10) + v137)
val s141 = String.concatWith "," (List.tabulate (141 mod 5, Int.toString))
val _ = pr (s141 ^ " " ^ Real.toString (#3 early * 142.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 143 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 144 * valOf Int32.maxInt)))
val v145 = 145 * 7 + #1 early
val _ = (add v145; pr (try (fn () => 146 div (146 mod 3))))
val _ = pr (try (fn () => if 147 mod 2 = 1 then raise Found (147, #2 early) else 147))
val _ = Array.update (table, 148 mod 10, Array.sub (table, 148 mod 10) + v145)
val s149 = String.concatWith "," (List.tabulate (149 mod 5, Int.toString))
val _ = pr (s149 ^ " " ^ Real.toString (#3 early * 150.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 151 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 152 * valOf Int32.maxInt)))
val v153 = 153 * 7 + #1 early
val _ = (add v153; pr (try (fn () => 154 div (154 mod 3))))
val _ = pr (try (fn () => if 155 mod 2 = 1 then raise Found (155, #2 early) else 155))
val _ = Array.update (table, 156 mod 10, Array.sub (table, 156 mod 10) + v153)
val s157 = String.concatWith "," (List.tabulate (157 mod 5, Int.toString))
val _ = pr (s157 ^ " " ^ Real.toString (#3 early * 158.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 159 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 160 * valOf Int32.maxInt)))
val v161 = 161 * 7 + #1 early
val _ = (add v161; pr (try (fn () => 162 div (162 mod 3))))
val _ = pr (try (fn () => if 163 mod 2 = 1 then raise Found (163, #2 early) else 163))
val _ = Array.update (table, 164 mod 10, Array.sub (table, 164 mod 10) + v161)
val s165 = String.concatWith "," (List.tabulate (165 mod 5, Int.toString))
val _ = pr (s165 ^ " " ^ Real.toString (#3 early * 166.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 167 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 168 * valOf Int32.maxInt)))
val v169 = 169 * 7 + #1 early
val _ = (add v169; pr (try (fn () => 170 div (170 mod 3))))
val _ = pr (try (fn () => if 171 mod 2 = 1 then raise Found (171, #2 early) else 171))
val _ = Array.update (table, 172 mod 10, Array.sub (table, 172 mod 10) + v169)
val s173 = String.concatWith "," (List.tabulate (173 mod 5, Int.toString))
val _ = pr (s173 ^ " " ^ Real.toString (#3 early * 174.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 175 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 176 * valOf Int32.maxInt)))
val v177 = 177 * 7 + #1 early
val _ = (add v177; pr (try (fn () => 178 div (178 mod 3))))
val _ = pr (try (fn () => if 179 mod 2 = 1 then raise Found (179, #2 early) else 179))
val _ = Array.update (table, 180 mod 10, Array.sub (table, 180 mod 10) + v177)
val s181 = String.concatWith "," (List.tabulate (181 mod 5, Int.toString))
val _ = pr (s181 ^ " " ^ Real.toString (#3 early * 182.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 183 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 184 * valOf Int32.maxInt)))
val v185 = 185 * 7 + #1 early
val _ = (add v185; pr (try (fn () => 186 div (186 mod 3))))
val _ = pr (try (fn () => if 187 mod 2 = 1 then raise Found (187, #2 early) else 187))
val _ = Array.update (table, 188 mod 10, Array.sub (table, 188 mod 10) + v185)
val s189 = String.concatWith "," (List.tabulate (189 mod 5, Int.toString))
val _ = pr (s189 ^ " " ^ Real.toString (#3 early * 190.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 191 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 192 * valOf Int32.maxInt)))
val v193 = 193 * 7 + #1 early
val _ = (add v193; pr (try (fn () => 194 div (194 mod 3))))
val _ = pr (try (fn () => if 195 mod 2 = 1 then raise Found (195, #2 early) else 195))
val _ = Array.update (table, 196 mod 10, Array.sub (table, 196 mod 10) + v193)
val s197 = String.concatWith "," (List.tabulate (197 mod 5, Int.toString))
val _ = pr (s197 ^ " " ^ Real.toString (#3 early * 198.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 199 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 200 * valOf Int32.maxInt)))
val v201 = 201 * 7 + #1 early
val _ = (add v201; pr (try (fn () => 202 div (202 mod 3))))
val _ = pr (try (fn () => if 203 mod 2 = 1 then raise Found (203, #2 early) else 203))
val _ = Array.update (table, 204 mod 10, Array.sub (table, 204 mod 10) + v201)
val s205 = String.concatWith "," (List.tabulate (205 mod 5, Int.toString))
val _ = pr (s205 ^ " " ^ Real.toString (#3 early * 206.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 207 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 208 * valOf Int32.maxInt)))
val v209 = 209 * 7 + #1 early
val _ = (add v209; pr (try (fn () => 210 div (210 mod 3))))
val _ = pr (try (fn () => if 211 mod 2 = 1 then raise Found (211, #2 early) else 211))
val _ = Array.update (table, 212 mod 10, Array.sub (table, 212 mod 10) + v209)
val s213 = String.concatWith "," (List.tabulate (213 mod 5, Int.toString))
val _ = pr (s213 ^ " " ^ Real.toString (#3 early * 214.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 215 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 216 * valOf Int32.maxInt)))
val v217 = 217 * 7 + #1 early
val _ = (add v217; pr (try (fn () => 218 div (218 mod 3))))
val _ = pr (try (fn () => if 219 mod 2 = 1 then raise Found (219, #2 early) else 219))
val _ = Array.update (table, 220 mod 10, Array.sub (table, 220 mod 10) + v217)
val s221 = String.concatWith "," (List.tabulate (221 mod 5, Int.toString))
val _ = pr (s221 ^ " " ^ Real.toString (#3 early * 222.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 223 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 224 * valOf Int32.maxInt)))
val v225 = 225 * 7 + #1 early
val _ = (add v225; pr (try (fn () => 226 div (226 mod 3))))
val _ = pr (try (fn () => if 227 mod 2 = 1 then raise Found (227, #2 early) else 227))
val _ = Array.update (table, 228 mod 10, Array.sub (table, 228 mod 10) + v225)
val s229 = String.concatWith "," (List.tabulate (229 mod 5, Int.toString))
val _ = pr (s229 ^ " " ^ Real.toString (#3 early * 230.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 231 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 232 * valOf Int32.maxInt)))
val v233 = 233 * 7 + #1 early
val _ = (add v233; pr (try (fn () => 234 div (234 mod 3))))
val _ = pr (try (fn () => if 235 mod 2 = 1 then raise Found (235, #2 early) else 235))
val _ = Array.update (table, 236 mod 10, Array.sub (table, 236 mod 10) + v233)
val s237 = String.concatWith "," (List.tabulate (237 mod 5, Int.toString))
val _ = pr (s237 ^ " " ^ Real.toString (#3 early * 238.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 239 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 240 * valOf Int32.maxInt)))
val v241 = 241 * 7 + #1 early
val _ = (add v241; pr (try (fn () => 242 div (242 mod 3))))
val _ = pr (try (fn () => if 243 mod 2 = 1 then raise Found (243, #2 early) else 243))
val _ = Array.update (table, 244 mod 10, Array.sub (table, 244 mod 10) + v241)
val s245 = String.concatWith "," (List.tabulate (245 mod 5, Int.toString))
val _ = pr (s245 ^ " " ^ Real.toString (#3 early * 246.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 247 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 248 * valOf Int32.maxInt)))
val v249 = 249 * 7 + #1 early
val _ = (add v249; pr (try (fn () => 250 div (250 mod 3))))
val _ = pr (try (fn () => if 251 mod 2 = 1 then raise Found (251, #2 early) else 251))
val _ = Array.update (table, 252 mod 10, Array.sub (table, 252 mod 10) + v249)
val s253 = String.concatWith "," (List.tabulate (253 mod 5, Int.toString))
val _ = pr (s253 ^ " " ^ Real.toString (#3 early * 254.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 255 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 256 * valOf Int32.maxInt)))
val v257 = 257 * 7 + #1 early
val _ = (add v257; pr (try (fn () => 258 div (258 mod 3))))
val _ = pr (try (fn () => if 259 mod 2 = 1 then raise Found (259, #2 early) else 259))
val _ = Array.update (table, 260 mod 10, Array.sub (table, 260 mod 10) + v257)
val s261 = String.concatWith "," (List.tabulate (261 mod 5, Int.toString))
val _ = pr (s261 ^ " " ^ Real.toString (#3 early * 262.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 263 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 264 * valOf Int32.maxInt)))
val v265 = 265 * 7 + #1 early
val _ = (add v265; pr (try (fn () => 266 div (266 mod 3))))
val _ = pr (try (fn () => if 267 mod 2 = 1 then raise Found (267, #2 early) else 267))
val _ = Array.update (table, 268 mod 10, Array.sub (table, 268 mod 10) + v265)
val s269 = String.concatWith "," (List.tabulate (269 mod 5, Int.toString))
val _ = pr (s269 ^ " " ^ Real.toString (#3 early * 270.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 271 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 272 * valOf Int32.maxInt)))
val v273 = 273 * 7 + #1 early
val _ = (add v273; pr (try (fn () => 274 div (274 mod 3))))
val _ = pr (try (fn () => if 275 mod 2 = 1 then raise Found (275, #2 early) else 275))
val _ = Array.update (table, 276 mod 10, Array.sub (table, 276 mod 10) + v273)
val s277 = String.concatWith "," (List.tabulate (277 mod 5, Int.toString))
val _ = pr (s277 ^ " " ^ Real.toString (#3 early * 278.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 279 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 280 * valOf Int32.maxInt)))
val v281 = 281 * 7 + #1 early
val _ = (add v281; pr (try (fn () => 282 div (282 mod 3))))
val _ = pr (try (fn () => if 283 mod 2 = 1 then raise Found (283, #2 early) else 283))
val _ = Array.update (table, 284 mod 10, Array.sub (table, 284 mod 10) + v281)
val s285 = String.concatWith "," (List.tabulate (285 mod 5, Int.toString))
val _ = pr (s285 ^ " " ^ Real.toString (#3 early * 286.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 287 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 288 * valOf Int32.maxInt)))
val v289 = 289 * 7 + #1 early
val _ = (add v289; pr (try (fn () => 290 div (290 mod 3))))
val _ = pr (try (fn () => if 291 mod 2 = 1 then raise Found (291, #2 early) else 291))
val _ = Array.update (table, 292 mod 10, Array.sub (table, 292 mod 10) + v289)
val s293 = String.concatWith "," (List.tabulate (293 mod 5, Int.toString))
val _ = pr (s293 ^ " " ^ Real.toString (#3 early * 294.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 295 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 296 * valOf Int32.maxInt)))
val v297 = 297 * 7 + #1 early
val _ = (add v297; pr (try (fn () => 298 div (298 mod 3))))
val _ = pr (try (fn () => if 299 mod 2 = 1 then raise Found (299, #2 early) else 299))
val _ = Array.update (table, 300 mod 10, Array.sub (table, 300 mod 10) + v297)
val s301 = String.concatWith "," (List.tabulate (301 mod 5, Int.toString))
val _ = pr (s301 ^ " " ^ Real.toString (#3 early * 302.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 303 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 304 * valOf Int32.maxInt)))
val v305 = 305 * 7 + #1 early
val _ = (add v305; pr (try (fn () => 306 div (306 mod 3))))
val _ = pr (try (fn () => if 307 mod 2 = 1 then raise Found (307, #2 early) else 307))
val _ = Array.update (table, 308 mod 10, Array.sub (table, 308 mod 10) + v305)
val s309 = String.concatWith "," (List.tabulate (309 mod 5, Int.toString))
val _ = pr (s309 ^ " " ^ Real.toString (#3 early * 310.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 311 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (try (fn () => Int32.toInt (Int32.fromInt 312 * valOf Int32.maxInt)))
val v313 = 313 * 7 + #1 early
val _ = (add v313; pr (try (fn () => 314 div (314 mod 3))))
val _ = pr (try (fn () => if 315 mod 2 = 1 then raise Found (315, #2 early) else 315))
val _ = Array.update (table, 316 mod 10, Array.sub (table, 316 mod 10) + v313)
val s317 = String.concatWith "," (List.tabulate (317 mod 5, Int.toString))
val _ = pr (s317 ^ " " ^ Real.toString (#3 early * 318.0) ^ " " ^ Int.toString (!total))
val _ = let val i = ref 0 in while !i < 319 mod 4 do (add (!i); i := !i + 1) end
val _ = pr (Int.toString (!total) ^ " " ^ Int.toString (Array.foldl op+ 0 table))
val _ = pr (String.concatWith " " [Int.toString v1, Int.toString v313, s5, s317])
val _ = raise Found (!total, "uncaught at the end")
