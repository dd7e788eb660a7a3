import ViewProbe
import ViewProbeFixtures

/// The `viewprobe` command: `catalog` runs the bundled regression catalog, `bench` times the
/// runtime. Exit status: 0 when every entry has its expected outcome, 1 when not, 2 for bad usage.
@MainActor
struct Command {
  static let usage = """
    usage: viewprobe catalog [--profile xcode26|xcode27|all] [--format text|markdown|json]
           viewprobe bench [--rows 100,1000,10000] [--iterations 200]
    """

  var arguments: [String]

  /// Runs the command named by the first argument.
  mutating func run() -> Int32 {
    let command = arguments.isEmpty ? "help" : arguments.removeFirst()
    do throws(UsageError) {
      switch command {
      case "catalog": return try runCatalog()
      case "bench": return try runBenchmarks()
      case "help", "--help", "-h":
        print(Self.usage)
        return 0
      default: throw UsageError("unknown command \(command)")
      }
    } catch {
      print("viewprobe: \(error.message)\n\(Self.usage)")
      return 2
    }
  }

  struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// The value after `flag`, removed from the arguments.
  private mutating func option(_ flag: String) throws(UsageError) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    guard index + 1 < arguments.count else { throw UsageError("\(flag) needs a value") }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
  }

  private func rejectLeftovers() throws(UsageError) {
    if !arguments.isEmpty { throw UsageError("unexpected \(arguments.joined(separator: " "))") }
  }

  private mutating func runCatalog() throws(UsageError) -> Int32 {
    let profileName = try option("--profile") ?? "xcode26"
    let profiles: [SemanticsProfile]
    if profileName == "all" {
      profiles = SemanticsProfile.allCases
    } else if let profile = SemanticsProfile(rawValue: profileName) {
      profiles = [profile]
    } else {
      throw UsageError("unknown profile \(profileName); use xcode26, xcode27 or all")
    }
    let format = try option("--format") ?? "text"
    try rejectLeftovers()
    let report = CatalogRunner.run(BundledCatalog.entries, profiles: profiles)
    switch format {
    case "text": print(report.text)
    case "markdown": print(report.markdown)
    case "json": print(report.json)
    default: throw UsageError("unknown format \(format); use text, markdown or json")
    }
    return report.passed ? 0 : 1
  }

  private mutating func runBenchmarks() throws(UsageError) -> Int32 {
    let rows = try option("--rows") ?? "100,1000,10000"
    let sizes = rows.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    let iterations = Int(try option("--iterations") ?? "200") ?? 0
    try rejectLeftovers()
    guard !sizes.isEmpty, iterations > 0 else {
      throw UsageError("--rows takes positive numbers, --iterations a positive number")
    }
    #if DEBUG
      print("note: a debug build; `swift run -c release viewprobe bench` gives real numbers")
    #endif
    print("scenario" + String(repeating: " ", count: 43) + "rows   median µs")
    let measurements = RenderBenchmarks.run(sizes: sizes, iterations: iterations)
    for measurement in measurements {
      let name = measurement.scenario.padding(toLength: 50, withPad: " ", startingAt: 0)
      let rows = String(measurement.rows)
      let time = String(format: "%.1f", measurement.medianMicroseconds)
      print(name, pad(rows, 6), pad(time, 11))
    }
    let fresh = measurements.first { $0.scenario == "observed write, fresh reader" }
    let after = measurements.first { $0.scenario.hasPrefix("observed write after") }
    if let fresh, let after, fresh.medianMicroseconds > 0 {
      let ratio = after.medianMicroseconds / fresh.medianMicroseconds
      let verdict = ratio <= 1.5 ? "" : " — over the bound"
      print(
        String(format: "observed write after re-renders / fresh: %.2f× (bound 1.5×)", ratio)
          + verdict)
    }
    return 0
  }

  private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
