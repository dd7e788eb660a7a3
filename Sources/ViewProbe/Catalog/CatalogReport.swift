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
        for detail in result.outcome.details {
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
        let outcome = ([result.outcome.label] + result.outcome.details).joined(separator: "<br>")
        lines.append(
          "| \(entry.id) | \(entry.kind.rawValue) | \(entry.invariants.joined(separator: ", ")) "
            + "| \(outcome) | \(entry.title) |")
      }
      lines.append(contentsOf: ["", summary(results.filter { $0.profile == profile }), ""])
    }
    return lines.joined(separator: "\n")
  }

  /// JSON: an array of results, one object per entry and profile.
  public var json: String {
    struct Row: Encodable {
      let id: String
      let title: String
      let kind: String
      let invariants: [String]
      let profile: String
      let outcome: String
      let expected: Bool
      let details: [String]
    }
    let rows = results.map {
      Row(
        id: $0.entry.id, title: $0.entry.title, kind: $0.entry.kind.rawValue,
        invariants: $0.entry.invariants, profile: $0.profile.rawValue,
        outcome: $0.outcome.label.lowercased(), expected: $0.outcome.isExpected,
        details: $0.outcome.details)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
