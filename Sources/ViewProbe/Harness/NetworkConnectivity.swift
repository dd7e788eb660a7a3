import Testing

extension ParentHarness {
  // MARK: Connectivity

  /// Whether the device is online, as the app's network path monitors see it (`true` unless the
  /// test set it).
  public var isNetworkAvailable: Bool { core.graph.systemActions.isNetworkAvailable }

  /// Takes the device online or offline: every network path monitor started by code this
  /// harness ran (`NWPathMonitor`, on Linux with ViewProbe's Network stand-in) gets the new path
  /// (`.satisfied` over Wi-Fi, or `.unsatisfied`) at once, then one update. Offline, requests
  /// waiting for the test's answer fail (`URLError(.networkConnectionLost)`) and new ones fail
  /// with `URLError(.notConnectedToInternet)`. Work its handler hands
  /// to the main queue runs in `settle()`.
  public func setNetworkAvailable(
    _ available: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.flush(at: sourceLocation)
    let watchers = core.graph.systemActions.setNetworkAvailable(available)
    // Requests waiting for an answer fail, as ones in flight do when the connection goes.
    if !available { core.graph.systemActions.state(HostedNetwork.self).failWaitingRequests() }
    guard let root = core.graph.root else { return }
    core.perform(at: sourceLocation, from: root) {
      for watcher in watchers { watcher.deliver(available) }
    }
  }
}
