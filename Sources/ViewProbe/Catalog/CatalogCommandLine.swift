import Foundation

/// The `catalog` command line, for `viewprobe catalog` and for a team's own catalog: a
/// three-line executable target runs its entries with the same options and reports.
///
/// ```swift
/// // Sources/team-catalog/main.swift
/// import Foundation
/// import ViewProbe
///
/// exit(CatalogCommandLine.run(TeamCatalog.entries, arguments: CommandLine.arguments))
/// ```
@MainActor
public enum CatalogCommandLine {
  /// The help text of the catalog command, naming the executable `name`.
  public static func help(name: String) -> String {
    """
    usage: \(name) [--profile xcode26|xcode27|all] [--format text|markdown|json]
           \(name.map { _ in " " }.joined()) [--filter TEXT] [--output PATH]

    Runs the regression catalog: every rule must hold, every documented anti-pattern must still
    reproduce. Exits 0 when every entry has its expected outcome, 1 when one is BROKEN, RETIRED
    or ERROR (misuse inside a check), 2 for bad usage.

    options:
      --profile xcode26|xcode27|all  the @State semantics: Xcode 26 property wrapper (default),
                                     Xcode 27 macro, or both with the entries that differ listed
      --format text|markdown|json    the report's format (default text; markdown suits a pull
                                     request comment; json is documented in Guide.md)
      --filter TEXT                  only the entries whose id, title or invariants contain TEXT
      --output PATH                  write the report to PATH instead of standard output
    """
  }

  /// Runs `entries` as the command line `arguments` ask (the first is the executable's path) and
  /// returns the exit status. Usage errors are one line on standard error, status 2.
  public static func run(_ entries: [CatalogEntry], arguments: [String]) -> Int32 {
    let name = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "catalog"
    return run(entries, options: Array(arguments.dropFirst()), name: name)
  }

  /// Runs `entries` with the options alone (no executable path), naming the command `name` in
  /// messages.
  public static func run(_ entries: [CatalogEntry], options: [String], name: String) -> Int32 {
    var parser = OptionParser(arguments: options)
    do throws(CommandLineError) {
      if parser.asksForHelp {
        print(help(name: name))
        return 0
      }
      let profiles = try parser.profiles()
      let format = try parser.value(of: "--format") ?? "text"
      guard ["text", "markdown", "json"].contains(format) else {
        throw CommandLineError("unknown format \(format); use text, markdown or json")
      }
      let filter = try parser.value(of: "--filter")
      let output = try parser.value(of: "--output")
      try parser.rejectLeftovers()
      let selected = entries.filter { entry in
        guard let filter, !filter.isEmpty else { return true }
        return ([entry.id, entry.title] + entry.invariants).contains {
          $0.localizedCaseInsensitiveContains(filter)
        }
      }
      guard !selected.isEmpty else {
        throw CommandLineError("--filter \(filter ?? "") matches no entry")
      }
      let progress = ProgressLine()
      let report = CatalogRunner.run(selected, profiles: profiles) { done, total, entry in
        progress.show("[\(done)/\(total)] \(entry.id)")
      }
      progress.clear()
      let text =
        switch format {
        case "markdown": report.markdown
        case "json": report.json
        default: report.text
        }
      if let output {
        do {
          try (text + "\n").write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
          throw CommandLineError("cannot write \(output): \(error.localizedDescription)")
        }
      } else {
        print(text)
      }
      return report.passed ? 0 : 1
    } catch {
      FileHandle.standardError.write(
        Data("\(name): \(error.message) (\(name) --help lists the options)\n".utf8))
      return 2
    }
  }
}

/// A usage error: one line for standard error.
struct CommandLineError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// Takes options out of an argument list, so that what is left is an error.
struct OptionParser {
  var arguments: [String]

  var asksForHelp: Bool { arguments.contains("--help") || arguments.contains("-h") }

  /// The value after `flag`, removed from the arguments.
  mutating func value(of flag: String) throws(CommandLineError) -> String? {
    guard let index = arguments.firstIndex(of: flag) else { return nil }
    guard index + 1 < arguments.count else { throw CommandLineError("\(flag) needs a value") }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
  }

  /// The profiles `--profile` names (`xcode26` by default, `all` for both).
  mutating func profiles() throws(CommandLineError) -> [SemanticsProfile] {
    let name = try value(of: "--profile") ?? "xcode26"
    if name == "all" { return SemanticsProfile.allCases }
    guard let profile = SemanticsProfile(rawValue: name) else {
      throw CommandLineError("unknown profile \(name); use xcode26, xcode27 or all")
    }
    return [profile]
  }

  func rejectLeftovers() throws(CommandLineError) {
    if !arguments.isEmpty {
      throw CommandLineError("unexpected \(arguments.joined(separator: " "))")
    }
  }
}

/// A progress line on standard error, redrawn in place; shown only on a terminal.
struct ProgressLine {
  let isTerminal = isatty(STDERR_FILENO) == 1

  func show(_ text: String) {
    guard isTerminal else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
  }

  func clear() {
    guard isTerminal else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
