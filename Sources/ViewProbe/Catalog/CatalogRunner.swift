import Testing

/// The outcome of one catalog entry under one profile.
public enum CatalogOutcome: Equatable, Sendable {
  /// An invariant held.
  case holds
  /// An invariant did not hold; the strings say what was expected.
  case broken([String])
  /// A documented anti-pattern still shows its failure (expected); the strings say how.
  case reproduces([String])
  /// A documented anti-pattern no longer fails: the semantics changed; retire the entry.
  case retired
  /// The check misused the toolkit (no store to pull out, a missing control …).
  case error([String])
  /// The entry is about other profiles.
  case notApplicable

  /// Whether the outcome is the one the catalog expects.
  public var isExpected: Bool {
    switch self {
    case .holds, .reproduces, .notApplicable: return true
    case .broken, .retired, .error: return false
    }
  }

  /// The outcome's name as reports print it.
  public var label: String {
    switch self {
    case .holds: return "holds"
    case .broken: return "BROKEN"
    case .reproduces: return "reproduces"
    case .retired: return "RETIRED"
    case .error: return "ERROR"
    case .notApplicable: return "n/a"
    }
  }

  /// The detail lines, if any.
  public var details: [String] {
    switch self {
    case .holds, .notApplicable: return []
    case .retired:
      return [
        "the anti-pattern no longer reproduces: SwiftUI's semantics changed; retire this entry"
      ]
    case .broken(let lines), .reproduces(let lines), .error(let lines): return lines
    }
  }
}

/// One entry's outcome under one profile.
public struct CatalogResult: Sendable {
  /// The entry.
  public let entry: CatalogEntry
  /// The profile it ran under.
  public let profile: SemanticsProfile
  /// What happened.
  public let outcome: CatalogOutcome

  /// The outcome's detail lines; a not-applicable entry says why, in every format
  /// ("not applicable under xcode27: the entry models the property wrapper").
  public var details: [String] {
    guard outcome == .notApplicable else { return outcome.details }
    let covered = SemanticsProfile.allCases.filter(entry.profiles.contains)
      .map { "\($0.models) (\($0))" }.joined(separator: " and ")
    return ["not applicable under \(profile): the entry models \(covered)"]
  }
}

/// Runs catalog entries, each in its own context, so misuse is collected instead of crashing.
@MainActor
public enum CatalogRunner {
  /// Runs every entry under every profile, in order; `progress` hears of each entry as it starts
  /// (how many have started, out of how many).
  public static func run(
    _ entries: [CatalogEntry], profiles: [SemanticsProfile],
    progress: (_ started: Int, _ total: Int, _ entry: CatalogEntry) -> Void = { _, _, _ in }
  ) -> CatalogReport {
    var results: [CatalogResult] = []
    let total = entries.count * profiles.count
    for profile in profiles {
      for entry in entries {
        progress(results.count + 1, total, entry)
        results.append(CatalogResult(entry: entry, profile: profile, outcome: run(entry, profile)))
      }
    }
    return CatalogReport(results: results, profiles: profiles)
  }

  /// Runs one entry under one profile.
  public static func run(_ entry: CatalogEntry, _ profile: SemanticsProfile) -> CatalogOutcome {
    guard entry.profiles.contains(profile) else { return .notApplicable }
    var context = ProbeContext.current
    context.profile = profile
    let reporter = IssueReporter()
    context.reporter = reporter
    var check = CatalogCheck(profile: profile)
    ProbeContext.$current.withValue(context) {
      // A check may use Swift Testing's own `#expect`, `#require` and `Issue.record`: their
      // issues are the check's failures (outside a test nothing else would see them, and the
      // entry would hold by accident). Inside a test they show there as known issues too. A
      // thrown error (a control not found, the app's own) is not a result.
      do {
        try withKnownIssue(isIntermittent: true, sourceLocation: entry.sourceLocation) {
          try entry.check(&check)
        } matching: { issue in
          if case .errorCaught(let error) = issue.kind {
            reporter.reportMisuse(String(describing: error))
          } else {
            reporter.reportFailure(describe(issue))
          }
          return true
        }
      } catch {
        reporter.reportMisuse(String(describing: error))
      }
    }
    if !reporter.misuse.isEmpty {
      return .error(reporter.misuse + ["misuse of ViewProbe is not a result: fix the check"])
    }
    check.append(failures: reporter.failures)
    switch (entry.kind, check.failures.isEmpty) {
    case (.invariant, true): return .holds
    case (.invariant, false): return .broken(check.failures)
    case (.antiPattern, false): return .reproduces(check.failures)
    case (.antiPattern, true): return .retired
    }
  }
}

/// A Swift Testing issue as a catalog line: `Expectation failed: (texts → ["a"]) == ["b"]
/// (BrewCatalog.swift:14)`.
private func describe(_ issue: Issue) -> String {
  let comments = issue.comments.map(\.rawValue).joined(separator: "; ")
  let site = issue.sourceLocation.map { " (\($0.fileName):\($0.line))" } ?? ""
  return "\(issue.kind)" + (comments.isEmpty ? "" : ": \(comments)") + site
}
