(* atom.sml: Atom, ATOM with a global table from strings to atoms; an atom
 * is its string, its hash and a number unique to it.
 * INVARIANT: the table holds at most one atom for each string. *)

structure Atom :> ATOM =
  struct
    datatype atom = A of {id : int, name : string, hash : word}

    exception Missing

    val table : (string, atom) HashTable.hash_table =
          HashTable.mkTable (HashString.hashString, op =) (128, Missing)
    val nextId = ref 0

    fun atom name =
          case HashTable.find table name
           of SOME a => a
            | NONE =>
                let val a = A {id = !nextId, name = name, hash = HashString.hashString name}
                in nextId := !nextId + 1; HashTable.insert table (name, a); a end

    fun atom' ss = atom (Substring.string ss)

    fun toString (A {name, ...}) = name
    fun hash (A {hash, ...}) = hash

    fun same (A {id = a, ...}, A {id = b, ...}) = a = b
    val sameAtom = same

    fun lexCompare (A {name = a, ...}, A {name = b, ...}) = String.compare (a, b)
    fun compare (a, b) = if same (a, b) then EQUAL else lexCompare (a, b)
  end
