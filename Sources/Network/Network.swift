// Linux has no Network framework. There, ViewProbe's product includes this stand-in, so that the
// connectivity monitor apps keep (`NWPathMonitor` behind an "offline" banner) compiles unchanged.
// The device is online over Wi-Fi until a test says otherwise with
// `harness.setNetworkAvailable(false)`: every monitor started by that harness's code gets the new
// path. A monitor hands its handler the current path when it starts, and each change, at once
// (Apple's does it on the monitor's queue, shortly after).
import Foundation
import ViewProbe

/// A network interface.
public struct NWInterface: Hashable, Sendable {
  /// The kinds of interface.
  public enum InterfaceType: Hashable, Sendable {
    /// Another kind.
    case other
    /// Wi-Fi.
    case wifi
    /// Cellular.
    case cellular
    /// Wired Ethernet.
    case wiredEthernet
    /// The loopback interface.
    case loopback
  }

  /// Its kind.
  public let type: InterfaceType
  /// Its name.
  public let name: String
  /// Its index.
  public let index: Int
}

/// The route the device's traffic takes: whether it can reach the network, and how.
public struct NWPath: Hashable, Sendable, CustomStringConvertible {
  /// Whether the path can be used.
  public enum Status: Hashable, Sendable {
    /// It can.
    case satisfied
    /// It cannot.
    case unsatisfied
    /// It can once a connection is made (a VPN on demand).
    case requiresConnection
  }

  /// Why a path cannot be used.
  public enum UnsatisfiedReason: Hashable, Sendable {
    /// No reason known.
    case notAvailable
    /// Cellular data is off for the app.
    case cellularDenied
    /// Wi-Fi is off for the app.
    case wifiDenied
    /// Local network access is denied.
    case localNetworkDenied
  }

  /// Whether the path can be used.
  public let status: Status
  /// The interfaces it uses.
  public let availableInterfaces: [NWInterface]
  /// Whether it is expensive (cellular).
  public let isExpensive: Bool
  /// Whether Low Data Mode is on.
  public let isConstrained: Bool

  init(isAvailable: Bool) {
    status = isAvailable ? .satisfied : .unsatisfied
    availableInterfaces = isAvailable ? [NWInterface(type: .wifi, name: "en0", index: 1)] : []
    isExpensive = false
    isConstrained = false
  }

  /// Why the path cannot be used.
  public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
  /// Whether it supports IPv4.
  public var supportsIPv4: Bool { status == .satisfied }
  /// Whether it supports IPv6.
  public var supportsIPv6: Bool { status == .satisfied }
  /// Whether it supports DNS.
  public var supportsDNS: Bool { status == .satisfied }

  /// Whether it uses an interface of `type`.
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    availableInterfaces.contains { $0.type == type }
  }

  /// `satisfied (wifi)`, `unsatisfied`.
  public var description: String {
    status == .satisfied ? "satisfied (wifi)" : "unsatisfied"
  }
}

/// Watches the device's connectivity (as the harness whose code starts it sees it).
public final class NWPathMonitor: @unchecked Sendable {
  private let lock = NSLock()
  private var path = NWPath(isAvailable: true)
  private var handler: (@Sendable (NWPath) -> Void)?
  private var subscription: _NetworkSubscription?
  private var monitorQueue: DispatchQueue?
  private var continuations: [UUID: AsyncStream<NWPath>.Continuation] = [:]

  /// A monitor of every interface.
  public init() {}
  /// A monitor of interfaces of `requiredInterfaceType`.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {}
  /// A monitor of interfaces not of `prohibitedInterfaceTypes`.
  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}

  /// What it hands each path to.
  @preconcurrency public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }

  /// The path now.
  public var currentPath: NWPath { lock.withLock { path } }
  /// The queue it was started on.
  public var queue: DispatchQueue? { lock.withLock { monitorQueue } }

  /// Starts watching: the handler gets the current path at once, then each change.
  public func start(queue: DispatchQueue) {
    let watched = _ViewProbeRuntime.watchNetwork { [weak self] available in
      self?.update(NWPath(isAvailable: available))
    }
    lock.withLock {
      monitorQueue = queue
      subscription = watched.subscription
    }
    update(NWPath(isAvailable: watched.isAvailable))
  }

  /// Stops watching.
  public func cancel() {
    let (watching, streams) = lock.withLock {
      defer {
        subscription = nil
        continuations = [:]
      }
      return (subscription, continuations.values)
    }
    watching?.cancel()
    for stream in streams { stream.finish() }
  }

  private func update(_ newPath: NWPath) {
    let (handler, streams) = lock.withLock {
      path = newPath
      return (self.handler, Array(continuations.values))
    }
    handler?(newPath)
    for stream in streams { stream.yield(newPath) }
  }
}

extension NWPathMonitor: AsyncSequence {
  /// The paths, as they change (the current one first, once it has started).
  public typealias Element = NWPath

  /// The paths, as they change.
  public func makeAsyncIterator() -> AsyncStream<NWPath>.Iterator {
    let (stream, continuation) = AsyncStream.makeStream(of: NWPath.self)
    let id = UUID()
    let current: NWPath? = lock.withLock {
      continuations[id] = continuation
      return subscription == nil ? nil : path
    }
    if let current { continuation.yield(current) }
    return stream.makeAsyncIterator()
  }
}
