// Linux has no `os` module. There, ViewProbe's product includes this one, so that a file that
// writes `import os` to log (`Logger`, `os_log`) compiles unchanged: it re-exports ViewProbe's
// stand-in `OSLog` module. Where `os` exists, the package does not build it.
@_exported import OSLog
