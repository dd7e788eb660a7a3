// Linux has no Combine. There, ViewProbe's product includes this module, so that a file that
// writes `import Combine` (a view model with `ObservableObject`, `@Published`, `AnyCancellable`)
// compiles unchanged and gets ViewProbe's Combine names — the same declarations `import ViewProbe`
// gives, so a file importing both sees no ambiguity. Where Combine exists, the package does not
// build this module (see Package.swift).
@_exported import ViewProbe
