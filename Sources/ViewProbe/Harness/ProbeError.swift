/// Why a harness query could not find what it was asked for.
public struct ProbeError: Error, CustomStringConvertible, Sendable {
  /// What was asked for (`find(button: "Save")`).
  public let query: String
  /// What was found instead, in words.
  public let found: String

  /// Inside a `.documentedAntiPattern` test: the sentence saying this is no reproduction.
  let note: String?

  /// An error for `query`, which found `found`.
  public init(query: String, found: String) {
    self.query = query
    self.found = found
    if let scope = ProbeContext.current.antiPattern {
      note = scope.notReproduction
      scope.noteMisuse(note ?? "")
    } else {
      note = nil
    }
  }

  /// "`query` found `found`".
  public var description: String {
    "\(query) found \(found)" + (note.map { " " + $0 } ?? "")
  }
}
