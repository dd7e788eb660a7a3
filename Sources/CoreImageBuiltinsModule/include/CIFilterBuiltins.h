// The submodule `CoreImage.CIFilterBuiltins` of ViewProbe's Core Image stand-in. Its declarations
// are Swift, in the CoreImage module (CIFilterBuiltins.swift); this header only names it.
