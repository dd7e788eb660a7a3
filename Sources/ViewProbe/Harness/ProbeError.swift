/// Why a harness query could not find what it was asked for.
public struct ProbeError: Error, CustomStringConvertible, Sendable {
  /// What was asked for (`find(button: "Save")`).
  public let query: String
  /// What was found instead, in words.
  public let found: String

  /// "`query` found `found`".
  public var description: String { "\(query) found \(found)" }
}
