(* Unix (UNIX): child processes connected by pipes, started with
   posix_spawn (runtime/os.c: sk_unix_spawn); the child's stdin and stdout
   are pipes, its stderr is ours.  The streams are TextIO/BinIO streams
   on the pipe descriptors (SkeinFdIO), made once per proc on first use;
   reap closes them, waits for the child and returns its status as
   OS.Process.system does (exit code, or 256 + signal).  A program that
   cannot be executed makes execute raise OS.SysErr. *)

signature UNIX =
sig
  type ('a, 'b) proc
  type signal
  datatype exit_status = W_EXITED | W_EXITSTATUS of Word8.word | W_SIGNALED of signal | W_STOPPED of signal
  val fromStatus : OS.Process.status -> exit_status
  val executeInEnv : string * string list * string list -> ('a, 'b) proc
  val execute : string * string list -> ('a, 'b) proc
  val textInstreamOf : (TextIO.instream, 'a) proc -> TextIO.instream
  val binInstreamOf : (BinIO.instream, 'a) proc -> BinIO.instream
  val textOutstreamOf : ('a, TextIO.outstream) proc -> TextIO.outstream
  val binOutstreamOf : ('a, BinIO.outstream) proc -> BinIO.outstream
  val streamsOf : (TextIO.instream, TextIO.outstream) proc -> TextIO.instream * TextIO.outstream
  val reap : ('a, 'b) proc -> OS.Process.status
  val kill : ('a, 'b) proc * signal -> unit
  val exit : Word8.word -> 'a
end

structure Unix :> UNIX where type signal = int =
struct
  open SkeinSys
  structure P = SkeinPrimIO

  type signal = int
  datatype exit_status = W_EXITED | W_EXITSTATUS of Word8.word | W_SIGNALED of signal | W_STOPPED of signal

  (* The streams of a proc: made on first use, closed by reap. *)
  datatype streams = None | Text of TextIO.instream * TextIO.outstream | Bin of BinIO.instream * BinIO.outstream

  datatype ('a, 'b) proc = Proc of {pid : int, infd : int, outfd : int, streams : streams ref,
                                    status : OS.Process.status option ref}

  fun fromStatus st =
    if st = 0 then W_EXITED
    else if st < 256 then W_EXITSTATUS (Word8.fromInt st)
    else W_SIGNALED (st - 256)

  fun joined l = String.concat (List.map (fn s => s ^ "\000") l)

  fun spawn (path, args, env) =
    let
      val out = Array.array (3, 0)
      val (envs, nenv) = case env of SOME l => (joined l, List.length l) | NONE => ("", ~1)
      val argv = path :: args
    in
      flushAll ();  (* our buffered output goes out before the child's *)
      checkUnit (P.spawn (path, joined argv, List.length argv, envs, nenv, out));
      Proc {pid = Array.sub (out, 0), infd = Array.sub (out, 1), outfd = Array.sub (out, 2),
            streams = ref None, status = ref NONE}
    end

  fun executeInEnv (path, args, env) = spawn (path, args, SOME env)
  fun execute (path, args) = spawn (path, args, NONE)

  fun textStreams (Proc {infd, outfd, streams, ...}) =
    case !streams of
      Text p => p
    | Bin _ => raise Fail "Unix: the streams of this proc are binary"
    | None =>
        let
          val name = "<child>"
          val i = TextIO.mkInstream (TextIO.StreamIO.mkInstream (SkeinFdIO.textReader {fd = infd, name = name}, ""))
          val out = TextIO.mkOutstream (TextIO.StreamIO.mkOutstream
                    (SkeinFdIO.textWriter {fd = outfd, name = name, chunkSize = 4096}, IO.BLOCK_BUF))
        in streams := Text (i, out); (i, out) end

  fun binStreams (Proc {infd, outfd, streams, ...}) =
    case !streams of
      Bin p => p
    | Text _ => raise Fail "Unix: the streams of this proc are text"
    | None =>
        let
          val name = "<child>"
          val i = BinIO.mkInstream (BinIO.StreamIO.mkInstream (SkeinFdIO.binReader {fd = infd, name = name},
                                                               Word8Vector.fromList []))
          val out = BinIO.mkOutstream (BinIO.StreamIO.mkOutstream
                    (SkeinFdIO.binWriter {fd = outfd, name = name, chunkSize = 4096}, IO.BLOCK_BUF))
        in streams := Bin (i, out); (i, out) end

  fun textInstreamOf p = #1 (textStreams p)
  fun textOutstreamOf p = #2 (textStreams p)
  fun binInstreamOf p = #1 (binStreams p)
  fun binOutstreamOf p = #2 (binStreams p)
  fun streamsOf p = textStreams p

  fun reap (Proc {pid, infd, outfd, streams, status}) =
    case !status of
      SOME st => st
    | NONE =>
        let
          val () =
            case !streams of
              None => (ignore (P.close infd); ignore (P.close outfd))
            | Text (i, out) => ((TextIO.closeOut out handle IO.Io _ => ()); TextIO.closeIn i)
            | Bin (i, out) => ((BinIO.closeOut out handle IO.Io _ => ()); BinIO.closeIn i)
          val raw = check (P.waitpid pid)
          val a = Array.array (2, 0)
          val _ = P.waitStatus (raw, a)
          val st = if Array.sub (a, 0) = 0 then Array.sub (a, 1) else 256 + Array.sub (a, 1)
        in
          status := SOME st; st
        end

  fun kill (Proc {pid, ...}, s) = checkUnit (P.kill (pid, s))

  fun exit w = OS.Process.exit (Word8.toInt w)
end
