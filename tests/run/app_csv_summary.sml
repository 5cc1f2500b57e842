(* Realistic program: a CSV summariser.  Writes a sales file with quoted
   fields (embedded commas, doubled quotes, empty fields, CRLF line ends) to
   a temporary file, reads it back, parses each record with a small state
   machine, converts fields with Int.fromString / Real.fromString, reports
   malformed rows with their line numbers, and prints per-region and
   per-product summaries with Real.fmt (StringCvt.FIX (SOME 2)). *)

val data =
  "region,product,units,unit_price,note\n\
  \North,Widget,12,2.50,\n\
  \North,\"Gadget, large\",3,19.99,\"said \"\"rush\"\"\"\n\
  \South,Widget,7,2.50,\r\n\
  \South,Gizmo,,4.75,missing units\n\
  \East,Widget,20,2.25,bulk\n\
  \East,\"Gadget, large\",1,21.00,\n\
  \West,Gizmo,5,4.75\n\
  \West,Sprocket,100,0.1,\"multi, comma, note\"\n\
  \North,Gizmo,4,4.5,\n\
  \South,\"Gadget, large\",2,19.99,\"unterminated\n\
  \East,Sprocket,50,0.12,\n\
  \North,Widget,8,two fifty,bad price\n\
  \\n\
  \West,Widget,-3,2.50,return\n\
  \South,Sprocket,75,0.11,\n"

exception Parse of string

(* Split one line into fields.  Quoted fields may contain commas and "" for
   a quote; a trailing CR is dropped. *)
fun parseLine (line : string) : string list =
  let
    val n = size line
    fun field (i, acc, fields) =
      if i >= n then rev (implode (rev acc) :: fields)
      else case String.sub (line, i) of
             #"," => field (i + 1, [], implode (rev acc) :: fields)
           | #"\"" => if null acc then quoted (i + 1, [], fields)
                      else raise Parse "quote inside unquoted field"
           | c => field (i + 1, c :: acc, fields)
    and quoted (i, acc, fields) =
      if i >= n then raise Parse "unterminated quoted field"
      else case String.sub (line, i) of
             #"\"" =>
               if i + 1 < n andalso String.sub (line, i + 1) = #"\"" then quoted (i + 2, #"\"" :: acc, fields)
               else if i + 1 >= n then rev (implode (rev acc) :: fields)
               else if String.sub (line, i + 1) = #"," then field (i + 2, [], implode (rev acc) :: fields)
               else raise Parse "text after closing quote"
           | c => quoted (i + 1, c :: acc, fields)
    val trimmed =
      if n > 0 andalso String.sub (line, n - 1) = #"\r" then String.substring (line, 0, n - 1) else line
  in
    if trimmed = line then field (0, [], []) else parseLine trimmed
  end

type sale = {region : string, product : string, units : int, price : real, note : string}

fun toSale [region, product, units, price, note] =
      (case (Int.fromString units, Real.fromString price) of
         (NONE, _) => raise Parse ("bad units " ^ String.toString units)
       | (_, NONE) => raise Parse ("bad price " ^ String.toString price)
       | (SOME u, SOME p) =>
           if u < 0 then raise Parse "negative units"
           else {region = region, product = product, units = u, price = p, note = note})
  | toSale fields = raise Parse (Int.toString (length fields) ^ " fields, expected 5")

fun chomp s = if String.isSuffix "\n" s then String.substring (s, 0, size s - 1) else s

fun readSales path =
  let
    val ins = TextIO.openIn path
    val header = TextIO.inputLine ins
    fun loop (lineNo, good, bad) =
      case TextIO.inputLine ins of
        NONE => (rev good, rev bad)
      | SOME raw =>
          let val line = chomp raw in
            if CharVector.all Char.isSpace line then loop (lineNo + 1, good, bad)
            else loop (lineNo + 1, toSale (parseLine line) :: good, bad)
                 handle Parse msg => loop (lineNo + 1, good, (lineNo, msg) :: bad)
          end
  in
    (Option.map (parseLine o chomp) header, loop (2, [], []))
    before TextIO.closeIn ins
  end

val path = OS.FileSys.tmpName ()
val () = let val out = TextIO.openOut path in TextIO.output (out, data); TextIO.closeOut out end
val (header, (sales, errors)) = readSales path
val () = OS.FileSys.remove path

fun money r = Real.fmt (StringCvt.FIX (SOME 2)) r
fun rpad n s = StringCvt.padRight #" " n s
fun lpad n s = StringCvt.padLeft #" " n s

val () = print ("columns: " ^ String.concatWith " | " (getOpt (header, [])) ^ "\n")
val () = print (Int.toString (length sales) ^ " valid rows, " ^ Int.toString (length errors) ^ " rejected\n")
val () = List.app (fn (l, m) => print ("  line " ^ Int.toString l ^ ": " ^ m ^ "\n")) errors

fun revenue ({units, price, ...} : sale) = real units * price

(* group by a key, keeping first-seen order *)
fun groupBy key xs =
  let
    fun add (x, []) = [(key x, [x])]
      | add (x, (k, ys) :: rest) = if k = key x then (k, x :: ys) :: rest else (k, ys) :: add (x, rest)
  in
    map (fn (k, ys) => (k, rev ys)) (foldl add [] xs)
  end

fun summary title key =
  let
    fun ins (g, []) = [g]
      | ins (g as (k, _), (h as (k', _)) :: rest) = if k < k' then g :: h :: rest else h :: ins (g, rest)
    val groups = foldl ins [] (groupBy key sales)
  in
    print ("\n" ^ rpad 16 title ^ lpad 6 "rows" ^ lpad 7 "units" ^ lpad 10 "revenue" ^ lpad 9 "avg" ^ "\n");
    List.app (fn (k, ss) =>
      let
        val units = foldl (fn (s, a) => #units s + a) 0 ss
        val rev' = foldl (fn (s, a) => revenue s + a) 0.0 ss
      in
        print (rpad 16 k ^ lpad 6 (Int.toString (length ss)) ^ lpad 7 (Int.toString units)
               ^ lpad 10 (money rev') ^ lpad 9 (money (rev' / real (length ss))) ^ "\n")
      end) groups
  end

val () = summary "region" #region
val () = summary "product" #product

val total = foldl (fn (s, a) => revenue s + a) 0.0 sales
val () = print ("\ntotal revenue: " ^ money total ^ "\n")
val best = foldl (fn (s, b) => if revenue s > revenue b then s else b) (hd sales) (tl sales)
val () = print ("largest sale: " ^ #region best ^ " / " ^ #product best ^ " = " ^ money (revenue best) ^ "\n")
val prices = map #price sales
val () = print ("price range: " ^ Real.fmt (StringCvt.FIX (SOME 3)) (foldl Real.min (hd prices) prices) ^ " .. "
                ^ Real.fmt (StringCvt.FIX (SOME 3)) (foldl Real.max (hd prices) prices) ^ "\n")
val noted = List.filter (fn s => #note s <> "") sales
val () = print "notes:\n"
val () = List.app (fn {region, product, note, ...} =>
                      print ("  " ^ region ^ "/" ^ product ^ ": " ^ String.toString note ^ "\n")) noted
val share = map (fn s => (#region s, 100.0 * revenue s / total)) sales
val () = print ("shares (%): " ^ String.concatWith " " (map (fn (r, p) => String.substring (r, 0, 1) ^ "=" ^ Real.fmt (StringCvt.FIX (SOME 1)) p) share) ^ "\n")
val () = print ("sci: " ^ Real.fmt (StringCvt.SCI (SOME 3)) total ^ ", gen: " ^ Real.fmt (StringCvt.GEN (SOME 4)) total ^ "\n")
