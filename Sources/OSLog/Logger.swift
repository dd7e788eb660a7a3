// Linux has no OSLog. There, ViewProbe's product includes this module (and `os`, which re-exports
// it), so that a model file that writes `import OSLog` and logs with `Logger` compiles unchanged:
// messages are formatted as Apple's are, and written to standard error only when the environment
// variable `VIEWPROBE_OSLOG` is set (a test run stays quiet, as the unified log keeps Apple's out
// of the test output). Where OSLog exists, the package does not build this module.
import Foundation

/// The level of a log message.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
  /// The raw level.
  public let rawValue: UInt8
  /// A level from its raw value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The default level (notice).
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Information that may help troubleshooting.
  public static let info = OSLogType(rawValue: 0x01)
  /// Debugging information.
  public static let debug = OSLogType(rawValue: 0x02)
  /// An error.
  public static let error = OSLogType(rawValue: 0x10)
  /// A fault: a bug in the program.
  public static let fault = OSLogType(rawValue: 0x11)

  var name: String {
    switch self {
    case .info: "info"
    case .debug: "debug"
    case .error: "error"
    case .fault: "fault"
    default: "notice"
    }
  }
}

/// A log: a subsystem and a category.
public final class OSLog: Sendable {
  let subsystem: String
  let category: String
  let isEnabled: Bool

  /// The log of `subsystem` (reverse-DNS, usually the bundle id) and `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    isEnabled = true
  }

  private init(disabled: Void) {
    subsystem = ""
    category = ""
    isEnabled = false
  }

  /// The process's default log.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that drops everything.
  public static let disabled = OSLog(disabled: ())

  /// Writes `text` at `level`, when logging to standard error is switched on.
  func write(_ text: String, level: OSLogType) {
    guard isEnabled, ProcessInfo.processInfo.environment["VIEWPROBE_OSLOG"] != nil else { return }
    let place = subsystem.isEmpty ? "" : "[\(subsystem):\(category)] "
    FileHandle.standardError.write(Data("\(place)\(level.name): \(text)\n".utf8))
  }
}

/// Writes messages to a log, at a level.
public struct Logger: Sendable {
  let log: OSLog

  /// A logger for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A logger writing to `logObj`.
  public init(_ logObj: OSLog) { log = logObj }

  /// A logger writing to the default log.
  public init() { log = .default }

  /// Logs `message` at the default level.
  public func log(_ message: OSLogMessage) { log.write(message.text, level: .default) }

  /// Logs `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    log.write(message.text, level: level)
  }

  /// Logs at the debug level (tracing).
  public func trace(_ message: OSLogMessage) { log.write(message.text, level: .debug) }
  /// Logs at the debug level.
  public func debug(_ message: OSLogMessage) { log.write(message.text, level: .debug) }
  /// Logs at the info level.
  public func info(_ message: OSLogMessage) { log.write(message.text, level: .info) }
  /// Logs at the default level.
  public func notice(_ message: OSLogMessage) { log.write(message.text, level: .default) }
  /// Logs at the error level (a warning).
  public func warning(_ message: OSLogMessage) { log.write(message.text, level: .error) }
  /// Logs at the error level.
  public func error(_ message: OSLogMessage) { log.write(message.text, level: .error) }
  /// Logs at the fault level (critical).
  public func critical(_ message: OSLogMessage) { log.write(message.text, level: .fault) }
  /// Logs at the fault level.
  public func fault(_ message: OSLogMessage) { log.write(message.text, level: .fault) }
}

/// Logs `message` to `log` at `type` (the interpolated form).
public func os_log(
  _ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage
) {
  log.write(message.text, level: type)
}

/// Logs `message` to `log` at `type` (the message-first interpolated form).
public func os_log(_ message: OSLogMessage, log: OSLog = .default, type: OSLogType = .default) {
  log.write(message.text, level: type)
}

/// Logs a printf-style `message` with `args` to `log` at `type` (`%{public}@` and other
/// privacy qualifiers are accepted).
public func os_log(
  _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {
  let format = "\(message)".replacingOccurrences(
    of: "%\\{(public|private|sensitive)\\}", with: "%", options: .regularExpression)
  log.write(String(format: format, arguments: args), level: type)
}
