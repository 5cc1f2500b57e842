val es : exn list
