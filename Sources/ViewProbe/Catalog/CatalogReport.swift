/// A catalog run's results, with the three formats the `viewprobe` command prints.
public struct CatalogReport: Sendable {
  /// Every entry's outcome under every profile, profile by profile.
  public let results: [CatalogResult]
  /// The profiles that ran.
  public let profiles: [SemanticsProfile]

  /// Whether every outcome is the expected one (invariants hold, anti-patterns reproduce).
  public var passed: Bool { results.allSatisfy(\.outcome.isExpected) }

  /// Entries whose outcome differs between the profiles that ran.
  public var profileDifferences: [(entry: CatalogEntry, outcomes: [(SemanticsProfile, String)])] {
    guard profiles.count > 1 else { return [] }
    var seen: [String] = []
    var differences: [(CatalogEntry, [(SemanticsProfile, String)])] = []
    for result in results where !seen.contains(result.entry.id) {
      seen.append(result.entry.id)
      let outcomes = results.filter { $0.entry.id == result.entry.id }
        .map { ($0.profile, $0.outcome.label) }
      if Set(outcomes.map(\.1)).count > 1 { differences.append((result.entry, outcomes)) }
    }
    return differences
  }

  private func summary(_ results: [CatalogResult]) -> String {
    func count(_ label: String) -> Int { results.filter { $0.outcome.label == label }.count }
    return "\(results.count) entries: \(count("holds")) hold, \(count("reproduces")) documented "
      + "anti-patterns reproduce, \(count("BROKEN")) broken, \(count("RETIRED")) retired, "
      + "\(count("ERROR")) errors, \(count("n/a")) not applicable"
  }

  /// Plain text: one line per entry with its outcome, details indented below.
  public var text: String {
    var lines: [String] = []
    for profile in profiles {
      let section = results.filter { $0.profile == profile }
      lines.append("ViewProbe catalog — profile \(profile)")
      let width = section.map(\.entry.id.count).max() ?? 0
      for result in section {
        let label = result.outcome.label.padding(toLength: 10, withPad: " ", startingAt: 0)
        let id = result.entry.id.padding(toLength: width, withPad: " ", startingAt: 0)
        lines.append("  \(label)  \(id)  \(result.entry.title)")
        for detail in result.details {
          lines.append(String(repeating: " ", count: 16 + width) + "↳ " + detail)
        }
      }
      lines.append(summary(section))
      lines.append("")
    }
    for (entry, outcomes) in profileDifferences {
      let list = outcomes.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
      lines.append("differs between profiles: \(entry.id) (\(list))")
    }
    return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
  }

  /// A Markdown table per profile.
  public var markdown: String {
    var lines: [String] = ["# ViewProbe catalog", ""]
    for profile in profiles {
      lines.append(contentsOf: [
        "## Profile \(profile)", "", "| Entry | Kind | Invariants | Outcome | Rule |",
        "|---|---|---|---|---|",
      ])
      for result in results where result.profile == profile {
        let entry = result.entry
        let outcome = ([result.outcome.label] + result.details).joined(separator: "<br>")
        lines.append(
          "| \(entry.id) | \(entry.kind.rawValue) | \(entry.invariants.joined(separator: ", ")) "
            + "| \(outcome) | \(entry.title) |")
      }
      lines.append(contentsOf: ["", summary(results.filter { $0.profile == profile }), ""])
    }
    return lines.joined(separator: "\n")
  }

  /// The version of the JSON format; bumped when a field changes meaning or goes away.
  public static let jsonSchemaVersion = 1

  /// JSON, documented in Guide.md: `{"schemaVersion": 1, "profiles": […], "summary": {…},
  /// "entries": […], "profileDifferences": […]}`, keys sorted.
  public var json: String {
    let document = JSONReport(
      schemaVersion: Self.jsonSchemaVersion,
      profiles: profiles.map(\.rawValue),
      summary: JSONReport.Summary(results, passed: passed),
      entries: results.map(JSONReport.Entry.init),
      profileDifferences: profileDifferences.map { difference in
        JSONReport.Difference(
          id: difference.entry.id,
          outcomes: Dictionary(
            uniqueKeysWithValues: difference.outcomes.map { ($0.0.rawValue, $0.1.lowercased()) }))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// The JSON document of a catalog run (schema version 1).
struct JSONReport: Encodable {
  struct Summary: Encodable {
    let entries: Int
    let holds: Int
    let reproduces: Int
    let broken: Int
    let retired: Int
    let errors: Int
    let notApplicable: Int
    let passed: Bool

    init(_ results: [CatalogResult], passed: Bool) {
      func count(_ label: String) -> Int { results.filter { $0.outcome.label == label }.count }
      entries = results.count
      holds = count("holds")
      reproduces = count("reproduces")
      broken = count("BROKEN")
      retired = count("RETIRED")
      errors = count("ERROR")
      notApplicable = count("n/a")
      self.passed = passed
    }
  }

  struct Entry: Encodable {
    let id: String
    let title: String
    let kind: String
    let invariants: [String]
    let profile: String
    /// `holds`, `reproduces`, `broken`, `retired`, `error` or `not-applicable`.
    let outcome: String
    /// Whether the outcome is the one the catalog expects; `null` when not applicable.
    let expected: Bool?
    let details: [String]

    init(_ result: CatalogResult) {
      id = result.entry.id
      title = result.entry.title
      kind = result.entry.kind.rawValue
      invariants = result.entry.invariants
      profile = result.profile.rawValue
      let notApplicable = result.outcome == .notApplicable
      outcome = notApplicable ? "not-applicable" : result.outcome.label.lowercased()
      expected = notApplicable ? nil : result.outcome.isExpected
      details = result.details
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      try container.encode(kind, forKey: .kind)
      try container.encode(invariants, forKey: .invariants)
      try container.encode(profile, forKey: .profile)
      try container.encode(outcome, forKey: .outcome)
      try container.encode(expected, forKey: .expected)
      try container.encode(details, forKey: .details)
    }

    enum CodingKeys: String, CodingKey {
      case id, title, kind, invariants, profile, outcome, expected, details
    }
  }

  struct Difference: Encodable {
    let id: String
    let outcomes: [String: String]
  }

  let schemaVersion: Int
  let profiles: [String]
  let summary: Summary
  let entries: [Entry]
  let profileDifferences: [Difference]
}
