(* Realistic program: a bank ledger built from modules.  An opaque ACCOUNT
   abstraction (balances in cents, no direct access), a generic KEYED_STORE
   signature with two implementations (association list and sorted binary
   tree), a Bank functor over any store, transactions as a datatype with a
   journal, exceptions for business-rule violations, monthly interest with
   integer rounding, and a statement formatter. *)

signature ACCOUNT =
sig
  type t
  exception Insufficient of {needed : int, available : int}
  val open' : string * int -> t
  val owner : t -> string
  val balance : t -> int
  val deposit : t * int -> t
  val withdraw : t * int -> t
  val history : t -> int list
end

structure Account :> ACCOUNT =
struct
  type t = {owner : string, cents : int, log : int list}
  exception Insufficient of {needed : int, available : int}
  fun open' (owner, cents) =
    if cents < 0 then raise Domain else {owner = owner, cents = cents, log = [cents]}
  fun owner (a : t) = #owner a
  fun balance (a : t) = #cents a
  fun deposit ({owner, cents, log} : t, n) =
    if n <= 0 then raise Domain else {owner = owner, cents = cents + n, log = n :: log}
  fun withdraw ({owner, cents, log} : t, n) =
    if n <= 0 then raise Domain
    else if n > cents then raise Insufficient {needed = n, available = cents}
    else {owner = owner, cents = cents - n, log = ~n :: log}
  fun history (a : t) = rev (#log a)
end

signature KEYED_STORE =
sig
  type 'a store
  val empty : 'a store
  val insert : 'a store * int * 'a -> 'a store
  val lookup : 'a store * int -> 'a option
  val toList : 'a store -> (int * 'a) list   (* ascending keys *)
  val name : string
end

structure ListStore :> KEYED_STORE =
struct
  type 'a store = (int * 'a) list
  val empty = []
  fun insert (s, k, v) = (k, v) :: List.filter (fn (k', _) => k' <> k) s
  fun lookup (s, k) = Option.map #2 (List.find (fn (k', _) => k' = k) s)
  fun toList s =
    foldr (fn (x as (k, _), acc) =>
             let fun ins [] = [x] | ins ((y as (k', _)) :: ys) = if k < k' then x :: y :: ys else y :: ins ys
             in ins acc end) [] s
  val name = "list"
end

structure TreeStore :> KEYED_STORE =
struct
  datatype 'a store = L | N of 'a store * int * 'a * 'a store
  val empty = L
  fun insert (L, k, v) = N (L, k, v, L)
    | insert (N (l, k', v', r), k, v) =
        if k < k' then N (insert (l, k, v), k', v', r)
        else if k > k' then N (l, k', v', insert (r, k, v))
        else N (l, k, v, r)
  fun lookup (L, _) = NONE
    | lookup (N (l, k', v, r), k) = if k < k' then lookup (l, k) else if k > k' then lookup (r, k) else SOME v
  fun toList s = let fun go (L, acc) = acc | go (N (l, k, v, r), acc) = go (l, (k, v) :: go (r, acc)) in go (s, []) end
  val name = "tree"
end

datatype txn =
    Open of string * int
  | Deposit of int * int
  | Withdraw of int * int
  | Transfer of {from : int, to : int, cents : int}
  | Interest of int   (* basis points per month *)

exception NoSuchAccount of int

functor Bank (S : KEYED_STORE) =
struct
  type bank = {accounts : Account.t S.store, next : int, journal : string list}

  val empty : bank = {accounts = S.empty, next = 100, journal = []}

  fun get (b : bank, id) = case S.lookup (#accounts b, id) of SOME a => a | NONE => raise NoSuchAccount id

  fun money c =
    let val s = if c < 0 then "-" else "" val c = Int.abs c in
      s ^ "$" ^ Int.toString (c div 100) ^ "." ^ StringCvt.padLeft #"0" 2 (Int.toString (c mod 100))
    end

  fun note (b : bank, msg) = {accounts = #accounts b, next = #next b, journal = msg :: #journal b}
  fun put (b : bank, id, a) = {accounts = S.insert (#accounts b, id, a), next = #next b, journal = #journal b}

  fun apply (b : bank, t : txn) : bank =
    (case t of
       Open (who, c) =>
         let val b' = {accounts = S.insert (#accounts b, #next b, Account.open' (who, c)), next = #next b + 1, journal = #journal b}
         in note (b', "opened #" ^ Int.toString (#next b) ^ " for " ^ who ^ " with " ^ money c) end
     | Deposit (id, c) => note (put (b, id, Account.deposit (get (b, id), c)), "deposit " ^ money c ^ " to #" ^ Int.toString id)
     | Withdraw (id, c) => note (put (b, id, Account.withdraw (get (b, id), c)), "withdraw " ^ money c ^ " from #" ^ Int.toString id)
     | Transfer {from, to, cents} =>
         let
           val src = Account.withdraw (get (b, from), cents)
           val dst = Account.deposit (get (b, to), cents)   (* both checked before either is stored *)
         in
           note (put (put (b, from, src), to, dst),
                 "transfer " ^ money cents ^ " #" ^ Int.toString from ^ " -> #" ^ Int.toString to)
         end
     | Interest bp =>
         let
           (* round half up to the cent *)
           fun pay ((id, a), b) =
             let val i = (Account.balance a * bp + 5000) div 10000 in
               if i > 0 then put (b, id, Account.deposit (a, i)) else b
             end
         in
           note (foldl pay b (S.toList (#accounts b)), "interest " ^ Int.toString bp ^ "bp")
         end)
    handle Account.Insufficient {needed, available} =>
             note (b, "REJECTED: need " ^ money needed ^ ", have " ^ money available)
         | NoSuchAccount id => note (b, "REJECTED: no account #" ^ Int.toString id)
         | Domain => note (b, "REJECTED: invalid amount")

  fun total (b : bank) = foldl (fn ((_, a), s) => s + Account.balance a) 0 (S.toList (#accounts b))

  fun statement (b : bank) =
    (print ("-- " ^ S.name ^ " store: " ^ Int.toString (length (S.toList (#accounts b))) ^ " accounts, total "
            ^ money (total b) ^ "\n");
     List.app (fn (id, a) =>
                 print ("#" ^ Int.toString id ^ " " ^ StringCvt.padRight #" " 8 (Account.owner a)
                        ^ StringCvt.padLeft #" " 11 (money (Account.balance a)) ^ "  ["
                        ^ String.concatWith " " (map (fn c => if c < 0 then "-" ^ Int.toString (~c) else "+" ^ Int.toString c)
                                                     (Account.history a)) ^ "]\n"))
              (S.toList (#accounts b)))
end

structure B1 = Bank (ListStore)
structure B2 = Bank (TreeStore)

val txns =
  [Open ("alice", 150000), Open ("bob", 2500), Open ("carol", 0),
   Deposit (101, 12550), Withdraw (100, 20000), Transfer {from = 100, to = 102, cents = 45099},
   Withdraw (101, 99999), Transfer {from = 102, to = 105, cents = 100}, Deposit (100, ~5),
   Interest 125, Open ("dave", 99), Transfer {from = 101, to = 103, cents = 15050},
   Withdraw (103, 1), Interest 33, Deposit (102, 1)]

val b1 = foldl (fn (t, b) => B1.apply (b, t)) B1.empty txns
val b2 = foldl (fn (t, b) => B2.apply (b, t)) B2.empty txns
val () = List.app (fn s => print (s ^ "\n")) (rev (#journal b1))
val () = B1.statement b1
val () = B2.statement b2
val () = print ("stores agree: " ^ Bool.toString (B1.total b1 = B2.total b2 andalso #journal b1 = #journal b2) ^ "\n")
val () = print ("rejected: " ^ Int.toString (length (List.filter (String.isPrefix "REJECTED") (#journal b1))) ^ "\n")
val () = (ignore (Account.open' ("eve", ~1)); print "opened?\n") handle Domain => print "negative opening balance refused\n"
