import Testing

/// One rule in a regression catalog: an invariant that must hold, or a documented anti-pattern
/// whose failure must keep reproducing.
public struct CatalogEntry: Sendable, Identifiable {
  /// Whether the entry states a rule or documents a mistake.
  public enum Kind: String, Sendable, Codable {
    /// The check must pass: SwiftUI guarantees the behaviour.
    case invariant
    /// The check states the *correct* behaviour, which the anti-pattern breaks: it must fail.
    case antiPattern = "anti-pattern"
  }

  /// A short identifier (`RULE-1`, `F01`).
  public let id: String
  /// The rule in one line.
  public let title: String
  /// Invariant or documented anti-pattern.
  public let kind: Kind
  /// The SEMANTICS.md invariants the entry rests on (`["A01", "C12"]`).
  public let invariants: [String]
  /// The profiles the entry is about; under others it is reported as not applicable.
  public let profiles: Set<SemanticsProfile>
  /// The check: it drives harnesses and records what it expected. A thrown error (a control
  /// not found) and any misuse make the entry `ERROR`, never a result.
  public let check: @MainActor @Sendable (inout CatalogCheck) throws -> Void
  /// Where the entry is written: a run inside a test records the check's errors there.
  public let sourceLocation: SourceLocation

  /// Creates an entry about `profiles` (every profile by default).
  public init(
    id: String, title: String, kind: Kind, invariants: [String],
    profiles: Set<SemanticsProfile> = Set(SemanticsProfile.allCases),
    sourceLocation: SourceLocation = #_sourceLocation,
    check: @escaping @MainActor @Sendable (inout CatalogCheck) throws -> Void
  ) {
    self.id = id
    self.title = title
    self.kind = kind
    self.invariants = invariants
    self.profiles = profiles
    self.check = check
    self.sourceLocation = sourceLocation
  }
}

/// What a catalog check expected and what went wrong, like `#expect` without a test.
public struct CatalogCheck: Sendable {
  /// The profile the check runs under; harnesses created in the check follow it.
  public let profile: SemanticsProfile
  /// One line per unmet expectation.
  public private(set) var failures: [String] = []

  /// A check under `profile`.
  public init(profile: SemanticsProfile) {
    self.profile = profile
  }

  /// Records `message` when `condition` is false.
  public mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { failures.append(message()) }
  }

  /// Adds the failures ViewProbe's `expect…` helpers reported during the check.
  mutating func append(failures more: [String]) { failures += more }
}
