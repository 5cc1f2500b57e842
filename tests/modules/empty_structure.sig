structure E :
  sig
  end
