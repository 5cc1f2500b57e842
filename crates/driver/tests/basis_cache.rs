//! The basis cache (`crates/driver/src/basis_cache.rs`): the first compile
//! writes it, the next ones read it, a damaged file is ignored and written
//! again, and a program compiles to the same messages, signature, C and
//! behaviour with the cache as with `SKEIN_NO_BASIS_CACHE=1`.
//!
//! Every test has its own cache directory (`XDG_CACHE_HOME`), and
//! `SKEIN_BASIS_CACHE_LOG=1` makes `skein` say what the cache did
//! (`basis cache: hit PATH`, `miss`, `written`, `ignored (WHY)`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh scratch directory; the cache goes in its `cache/`.
fn scratch(name: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "skein-basis-cache-{}-{}-{}",
        name,
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create scratch directory");
    dir
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Cache {
    On,
    Off,
}

/// `skein ARGS` in `dir`, with the cache in `dir/cache` (or turned off).
fn skein(dir: &Path, cache: Cache, args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_skein"));
    cmd.args(args).current_dir(dir).env("XDG_CACHE_HOME", dir.join("cache")).env("SKEIN_BASIS_CACHE_LOG", "1");
    match cache {
        Cache::On => cmd.env_remove("SKEIN_NO_BASIS_CACHE"),
        Cache::Off => cmd.env("SKEIN_NO_BASIS_CACHE", "1"),
    };
    cmd.env_remove("SKEIN_KEEP_C").env_remove("SKEIN_TIME_PASSES");
    cmd.output().expect("run skein")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Stderr without the cache's own lines.
fn messages(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).lines().filter(|l| !l.starts_with("basis cache:")).map(|l| format!("{}\n", l)).collect()
}

/// What the cache said it did.
fn cache_log(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).lines().filter(|l| l.starts_with("basis cache:")).map(|l| format!("{}\n", l)).collect()
}

/// The cache files in `dir/cache/skein`.
fn cache_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir.join("cache").join("skein")) else { return Vec::new() };
    let mut files: Vec<PathBuf> =
        entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "snap")).collect();
    files.sort();
    files
}

const HELLO: &str = "val () = print \"hello\\n\"\n";

#[test]
fn the_first_compile_writes_the_cache_and_the_next_ones_read_it() {
    let dir = scratch("write-read");
    std::fs::write(dir.join("hello.sml"), HELLO).unwrap();
    let first = skein(&dir, Cache::On, &["check", "hello.sml"]);
    assert_eq!(first.status.code(), Some(0), "{}", messages(&first));
    let log = cache_log(&first);
    assert!(log.contains("basis cache: miss") && log.contains("basis cache: written"), "{}", log);
    let files = cache_files(&dir);
    assert_eq!(files.len(), 1, "{:?}", files);
    assert!(std::fs::metadata(&files[0]).unwrap().len() > 100_000, "suspiciously small cache file");

    let second = skein(&dir, Cache::On, &["run", "hello.sml"]);
    assert_eq!(second.status.code(), Some(0), "{}", messages(&second));
    assert_eq!(stdout(&second), "hello\n");
    let log = cache_log(&second);
    assert!(log.contains("basis cache: hit") && !log.contains("written"), "{}", log);

    // The .mlb files of the library start with the basis too.
    std::fs::write(dir.join("fj.mlb"), "$(SML_LIB)/basis/fork-join.mlb\nann \"allowOrPats true\" in hello.sml end\n").unwrap();
    let log = cache_log(&skein(&dir, Cache::On, &["check", "fj.mlb"]));
    assert!(log.contains("basis cache: hit"), "{}", log);
    // And so does an .mlb file that starts with one that does.
    std::fs::write(dir.join("wrap.mlb"), "local fj.mlb in end\n").unwrap();
    let log = cache_log(&skein(&dir, Cache::On, &["check", "wrap.mlb"]));
    assert!(log.contains("basis cache: hit"), "{}", log);

    // Turned off: not read, not written.
    std::fs::remove_file(&files[0]).unwrap();
    let off = skein(&dir, Cache::Off, &["check", "hello.sml"]);
    assert_eq!(off.status.code(), Some(0));
    assert!(cache_log(&off).contains("off"), "{}", cache_log(&off));
    assert!(cache_files(&dir).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_mlb_file_that_elaborates_a_file_of_its_own_first_does_not_use_the_cache() {
    // The basis is then not the first thing elaborated: reading it first
    // would change the order of declarations.
    let dir = scratch("not-first");
    std::fs::write(dir.join("first.sml"), "val n = 1\n").unwrap();
    std::fs::write(dir.join("hello.sml"), HELLO).unwrap();
    std::fs::write(dir.join("late.mlb"), "first.sml\n$(SML_LIB)/basis/basis.mlb\nhello.sml\n").unwrap();
    let o = skein(&dir, Cache::On, &["check", "late.mlb"]);
    assert_eq!(o.status.code(), Some(0), "{}", messages(&o));
    assert_eq!(cache_log(&o), "");
    assert!(cache_files(&dir).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Programs whose compilation shows the basis: messages about its types,
/// signatures mentioning them, exceptions it raises, the `.mlb` files of
/// the library.  (name, files, runs?)
fn programs() -> Vec<(&'static str, Vec<(&'static str, &'static str)>, bool)> {
    vec![
        (
            "type-errors.sml",
            vec![(
                "type-errors.sml",
                "val x : int = \"not an int\"\n\
                 val y = List.map 3 [1, 2]\n\
                 val z = Vector.sub (Array.fromList [1], 0)\n\
                 val w = TextIO.output (TextIO.stdOut, #\"c\")\n\
                 val u = String.size 1.5\n",
            )],
            false,
        ),
        (
            "signature.sml",
            vec![(
                "signature.sml",
                "structure S = struct\n\
                 type t = int list\n\
                 val x : t = [1]\n\
                 fun f (v : string vector) = Vector.length v\n\
                 exception E of real * char option\n\
                 datatype d = A of TextIO.instream | B of Word8.word array\n\
                 end\n\
                 functor F (X : sig type t val x : t end) = struct val y = [X.x] val m = Option.map end\n\
                 structure T = F (struct type t = char val x = #\"a\" end)\n\
                 val r = ref (SOME TextIO.stdOut)\n\
                 fun g xs = List.foldl op+ 0 xs\n\
                 fun h (SOME x) = x\n\
                 structure O = struct open Option val extra = 1 end\n",
            )],
            false,
        ),
        (
            "exceptions.sml",
            vec![(
                "exceptions.sml",
                "val v = Vector.fromList [1, 2, 3]\n\
                 val () = print (Int.toString (Vector.sub (v, 1)) ^ \"\\n\")\n\
                 val r = (Vector.sub (v, 5); \"no\") handle Subscript => \"Subscript caught\"\n\
                 val () = print (r ^ \"\\n\")\n\
                 val d = (10 div 0; \"no\") handle Div => \"Div caught\"\n\
                 val () = print (d ^ \"\\n\" ^ exnMessage (Fail \"hi\") ^ \"\\n\" ^ exnName Size ^ \"\\n\")\n\
                 val () = print (Real.toString (Math.sqrt 2.0) ^ \" \" ^ IntInf.toString (IntInf.pow (3, 50)) ^ \"\\n\")\n\
                 val _ = Vector.sub (v, 3)\n",
            )],
            true,
        ),
        ("div.sml", vec![("div.sml", "val () = print (Int.toString (7 div 0))\n")], true),
        ("fail.sml", vec![("fail.sml", "fun f () : unit = raise Fail \"boom\"\nval () = f ()\n")], true),
        (
            "fork-join.mlb",
            vec![
                ("fork-join.mlb", "$(SML_LIB)/basis/fork-join.mlb\nfj.sml\n"),
                (
                    "fj.sml",
                    "fun fib n = if n < 2 then n else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end\n\
                     val () = print (Int.toString (fib 20) ^ \"\\n\")\n",
                ),
            ],
            true,
        ),
        (
            "mlton.mlb",
            vec![
                ("mlton.mlb", "$(SML_LIB)/basis/basis.mlb\n$(SML_LIB)/basis/mlton.mlb\nml.sml\n"),
                (
                    "ml.sml",
                    "val r = ref 0\n\
                     val () = print (Bool.toString (MLton.eq (r, r)) ^ \"\\n\")\n\
                     val () = print (Word.toString (MLton.Word.rol (0w1, 0w3)) ^ \"\\n\")\n",
                ),
            ],
            true,
        ),
        (
            "mpl.mlb",
            vec![
                ("mpl.mlb", "ann \"allowOrPats true\" in $(SML_LIB)/basis/mpl.mlb lib.mlb end\n"),
                ("lib.mlb", "$(SML_LIB)/basis/unsafe.mlb\nmpl.sml\n"),
                ("mpl.sml", "val a = Unsafe.Array.create (3, 7)\nval () = print (Int.toString (Array.sub (a, 2)) ^ \"\\n\")\n"),
            ],
            true,
        ),
    ]
}

/// Everything a compile shows: `check --print-sig` and, for programs that
/// compile, the C code and what the executable does.
fn everything(dir: &Path, cache: Cache, root: &str, runs: bool) -> Vec<String> {
    let tag = format!("{:?}", cache);
    let check = skein(dir, cache, &["check", "--print-sig", root]);
    let log = cache_log(&check);
    if cache == Cache::On {
        assert!(log.contains("basis cache: hit"), "{}: {}", root, log);
    }
    let mut seen = vec![format!("check status {:?}", check.status.code()), stdout(&check), messages(&check)];
    if runs {
        let exe = dir.join(format!("{}-{}", root.replace('.', "-"), tag));
        let mut build = Command::new(env!("CARGO_BIN_EXE_skein"));
        build.args(["build", "-o"]).arg(&exe).arg(root).current_dir(dir).env("XDG_CACHE_HOME", dir.join("cache")).env("SKEIN_KEEP_C", "1");
        if cache == Cache::Off {
            build.env("SKEIN_NO_BASIS_CACHE", "1");
        } else {
            build.env_remove("SKEIN_NO_BASIS_CACHE");
        }
        let b = build.output().expect("run skein build");
        assert_eq!(b.status.code(), Some(0), "{}: {}", root, String::from_utf8_lossy(&b.stderr));
        let mut c_file = exe.clone().into_os_string();
        c_file.push(".c");
        seen.push(std::fs::read_to_string(&c_file).expect("the C file"));
        let run = Command::new(&exe).output().expect("run the program");
        seen.push(format!("run status {:?}", run.status.code()));
        seen.push(stdout(&run));
        seen.push(String::from_utf8_lossy(&run.stderr).into_owned());
    }
    seen
}

#[test]
fn programs_compile_and_run_the_same_with_and_without_the_cache() {
    let dir = scratch("same");
    std::fs::write(dir.join("hello.sml"), HELLO).unwrap();
    let warm = skein(&dir, Cache::On, &["check", "hello.sml"]);
    assert!(cache_log(&warm).contains("written"), "{}", cache_log(&warm));
    for (root, files, runs) in programs() {
        for (name, text) in files {
            std::fs::write(dir.join(name), text).unwrap();
        }
        let with = everything(&dir, Cache::On, root, runs);
        let without = everything(&dir, Cache::Off, root, runs);
        let what = ["check status", "--print-sig", "diagnostics", "C code", "run status", "stdout", "stderr"];
        for (i, (a, b)) in with.iter().zip(&without).enumerate() {
            assert!(a == b, "{}: {} differs with the cache:\n--- with\n{}\n--- without\n{}", root, what[i], a, b);
        }
    }
    // The programs say what they should (so the comparison compared something).
    let sig = skein(&dir, Cache::On, &["check", "--print-sig", "signature.sml"]);
    assert!(stdout(&sig).contains("string vector") && stdout(&sig).contains("TextIO.instream"), "{}", stdout(&sig));
    let errors = skein(&dir, Cache::On, &["check", "type-errors.sml"]);
    assert_eq!(errors.status.code(), Some(1));
    assert!(messages(&errors).contains("5 errors"), "{}", messages(&errors));
    let run = skein(&dir, Cache::On, &["run", "exceptions.sml"]);
    assert_eq!(run.status.code(), Some(1));
    assert_eq!(stdout(&run), "2\nSubscript caught\nDiv caught\nFail: hi\nSize\n1.41421356237 717897987691852588770249\n");
    assert!(messages(&run).contains("unhandled exception: Subscript"), "{}", messages(&run));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn damaged_cache_files_are_ignored_and_written_again() {
    let dir = scratch("damaged");
    std::fs::write(dir.join("hello.sml"), HELLO).unwrap();
    let first = skein(&dir, Cache::On, &["check", "--print-sig", "hello.sml"]);
    assert!(cache_log(&first).contains("written"), "{}", cache_log(&first));
    let path = cache_files(&dir).pop().expect("a cache file");
    let good = std::fs::read(&path).unwrap();
    let n = good.len();
    let flip = |i: usize| {
        let mut b = good.clone();
        b[i] ^= 0x10;
        b
    };
    let damages: Vec<(&str, Vec<u8>)> = vec![
        ("empty", Vec::new()),
        ("header only", good[..20].to_vec()),
        ("truncated", good[..n / 2].to_vec()),
        ("one byte short", good[..n - 1].to_vec()),
        ("a byte longer", [&good[..], &[0u8]].concat()),
        ("flipped magic", flip(0)),
        ("flipped version", flip(8)),
        ("another build's key", flip(13)),
        ("flipped length", flip(21)),
        ("flipped checksum", flip(30)),
        ("flipped payload byte", flip(n / 3)),
        ("flipped last byte", flip(n - 1)),
        ("garbage", (0..n).map(|i| (i * 7 + 3) as u8).collect()),
    ];
    for (what, bytes) in damages {
        std::fs::write(&path, &bytes).unwrap();
        let o = skein(&dir, Cache::On, &["run", "hello.sml"]);
        assert_eq!(o.status.code(), Some(0), "{}: {}", what, messages(&o));
        assert_eq!(stdout(&o), "hello\n", "{}", what);
        let log = cache_log(&o);
        let ignored = log.contains("basis cache: ignored") || (bytes.is_empty() && log.contains("miss"));
        assert!(ignored && log.contains("written"), "{}: {}", what, log);
        let again = skein(&dir, Cache::On, &["check", "--print-sig", "hello.sml"]);
        assert!(cache_log(&again).contains("basis cache: hit"), "{}: not rewritten: {}", what, cache_log(&again));
        assert_eq!(stdout(&again), stdout(&first), "{}", what);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn concurrent_compiles_with_a_cold_cache_all_succeed() {
    let dir = scratch("concurrent");
    std::fs::write(dir.join("hello.sml"), HELLO).unwrap();
    let handles: Vec<_> = (0..6)
        .map(|_| {
            let dir = dir.clone();
            std::thread::spawn(move || skein(&dir, Cache::On, &["check", "--print-sig", "hello.sml"]))
        })
        .collect();
    for h in handles {
        let o = h.join().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", messages(&o));
    }
    assert_eq!(cache_files(&dir).len(), 1);
    let leftovers: Vec<_> = std::fs::read_dir(dir.join("cache/skein")).unwrap().flatten().filter(|e| e.file_name().to_string_lossy().contains(".tmp-")).collect();
    assert!(leftovers.is_empty(), "temporary files left: {:?}", leftovers.iter().map(|e| e.path()).collect::<Vec<_>>());
    let log = cache_log(&skein(&dir, Cache::On, &["check", "hello.sml"]));
    assert!(log.contains("hit"), "{}", log);
    let _ = std::fs::remove_dir_all(&dir);
}
