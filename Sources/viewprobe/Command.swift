import Foundation
import ViewProbe
import ViewProbeFixtures

/// The `viewprobe` command: `catalog` runs the bundled regression catalog, `bench` times the
/// runtime. Exit status: 0 when every entry has its expected outcome, 1 when not, 2 for bad usage.
@MainActor
struct Command {
  static let usage = """
    usage: viewprobe catalog [--profile xcode26|xcode27|all] [--format text|markdown|json]
                             [--filter TEXT] [--output PATH]
           viewprobe bench [--rows 100,1000,10000] [--iterations 200] [--format text|json]
                           [--scenario TEXT]
           viewprobe help [catalog|bench]
    """

  static let benchHelp = """
    usage: viewprobe bench [--rows 100,1000,10000] [--iterations 200] [--format text|json]
                           [--scenario TEXT]

    Times the runtime by tree size: mount, one row's @State write, a parent re-render whose rows
    skip their bodies, one observed write, one row's content read change (a ForEach closure that
    reads its element), an environment change with one reader among the rows (also with the
    rows' buttons drawn by an app's ButtonStyle),
    a reader's update under as many stacked .environment layers as rows, and an observed write
    after 10,000 unrelated re-renders of its reader. For each: median and
    p90, the bare baseline (the same bodies called by hand) and the ratio to it, and the body
    evaluations one operation caused; a wrong count fails the bench (exit 1). Build with
    -c release for real numbers.

    options:
      --rows N,N,...    tree sizes (default 100,1000,10000)
      --iterations N    timed repetitions per scenario (default 200)
      --format FORMAT   text (default) or json, for tracking
      --scenario TEXT   only the scenarios whose name contains TEXT (to profile one, e.g.
                        valgrind --tool=callgrind viewprobe bench --scenario mount --rows 10000)
    """

  var arguments: [String]

  /// Runs the command named by the first argument.
  mutating func run() -> Int32 {
    let command = arguments.isEmpty ? "help" : arguments.removeFirst()
    do throws(UsageError) {
      switch command {
      case "bench" where Self.asksForHelp(arguments):
        print(Self.benchHelp)
        return 0
      case "catalog":
        return CatalogCommandLine.run(
          BundledCatalog.entries, options: arguments, name: "viewprobe catalog")
      case "bench": return try runBenchmarks()
      case "help", "--help", "-h":
        switch arguments.first {
        case "catalog": print(CatalogCommandLine.help(name: "viewprobe catalog"))
        case "bench": print(Self.benchHelp)
        default: print(Self.usage)
        }
        return 0
      default: throw UsageError("unknown command \(command)")
      }
    } catch {
      FileHandle.standardError.write(
        Data("viewprobe: \(error.message) (viewprobe help lists the commands and options)\n".utf8))
      return 2
    }
  }

  private static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.contains("--help") || arguments.contains("-h")
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

  private mutating func runBenchmarks() throws(UsageError) -> Int32 {
    let rows = try option("--rows") ?? "100,1000,10000"
    let sizes = rows.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
    let iterations = Int(try option("--iterations") ?? "200") ?? 0
    let format = try option("--format") ?? "text"
    let filter = try option("--scenario")
    try rejectLeftovers()
    guard !sizes.isEmpty, iterations > 0 else {
      throw UsageError("--rows takes positive numbers, --iterations a positive number")
    }
    guard format == "text" || format == "json" else {
      throw UsageError("unknown format \(format); use text or json")
    }
    if let filter, !RenderBenchmarks.scenarios.contains(where: { $0.contains(filter) }) {
      throw UsageError(
        "no scenario matches \(filter); the scenarios are: "
          + RenderBenchmarks.scenarios.joined(separator: "; "))
    }
    let measurements = RenderBenchmarks.run(
      sizes: sizes, iterations: iterations, matching: filter)
    let wrong = measurements.filter { !$0.bodyCountIsRight }
    if format == "json" {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = (try? encoder.encode(measurements)) ?? Data("[]".utf8)
      print(String(decoding: data, as: UTF8.self))
      return wrong.isEmpty ? 0 : 1
    }
    #if DEBUG
      print("note: a debug build; `swift run -c release viewprobe bench` gives real numbers")
    #endif
    print(
      "scenario".padding(toLength: 50, withPad: " ", startingAt: 0)
        + "  rows  median µs     p90 µs    bare µs  ×bare  bodies")
    for measurement in measurements {
      let name = measurement.scenario.padding(toLength: 50, withPad: " ", startingAt: 0)
      let bare = measurement.bareMicroseconds.map { String(format: "%.1f", $0) } ?? "—"
      let ratio = measurement.ratioToBare.map { String(format: "%.1f", $0) } ?? "—"
      let bodies =
        measurement.bodyCountIsRight
        ? "\(measurement.bodyEvaluations)"
        : "\(measurement.bodyEvaluations) (WRONG: \(measurement.expectedBodyEvaluations))"
      print(
        name, pad(String(measurement.rows), 5),
        pad(String(format: "%.1f", measurement.medianMicroseconds), 10),
        pad(String(format: "%.1f", measurement.p90Microseconds), 10), pad(bare, 10),
        pad(ratio, 6), " " + bodies)
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
    if !wrong.isEmpty {
      print("bench: \(wrong.count) scenario(s) ran the wrong bodies")
      return 1
    }
    return 0
  }

  private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
