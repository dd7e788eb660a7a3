import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How the test's server answers one request of the hosted app: an HTTP response (a status,
/// headers, a body) or a failure to connect.
public struct NetworkAnswer: Sendable {
  enum Outcome: Sendable {
    case response(status: Int, headers: [String: String], body: Data)
    case failure(URLError)
    case waiting
  }

  let outcome: Outcome

  /// A response with `status` and `body`.
  public static func data(
    _ body: Data, status: Int = 200, headers: [String: String] = [:]
  ) -> NetworkAnswer {
    NetworkAnswer(outcome: .response(status: status, headers: headers, body: body))
  }

  /// A response whose body is `value` encoded as JSON (with `encoder`), labelled
  /// `application/json`.
  public static func json<Value: Encodable>(
    _ value: Value, status: Int = 200, headers: [String: String] = [:],
    encoder: JSONEncoder = JSONEncoder()
  ) throws -> NetworkAnswer {
    let body = try encoder.encode(value)
    return .data(
      body, status: status, headers: ["Content-Type": "application/json"].merging(headers) { $1 })
  }

  /// A response whose body is `text` in UTF-8.
  public static func text(
    _ text: String, status: Int = 200, headers: [String: String] = [:]
  ) -> NetworkAnswer {
    .data(
      Data(text.utf8), status: status,
      headers: ["Content-Type": "text/plain; charset=utf-8"].merging(headers) { $1 })
  }

  /// A response with `status` and no body (`.status(204)`, `.status(500)`).
  public static func status(_ status: Int, headers: [String: String] = [:]) -> NetworkAnswer {
    .data(Data(), status: status, headers: headers)
  }

  /// No response: the request fails with `error` (`URLError(.timedOut)`,
  /// `URLError(.notConnectedToInternet)`).
  public static func failure(_ error: URLError) -> NetworkAnswer {
    NetworkAnswer(outcome: .failure(error))
  }

  /// No answer yet, on purpose: the request waits, as for a slow server — the app shows its
  /// loading state — until the test answers it with another `respond(to:with:)`.
  public static let waiting = NetworkAnswer(outcome: .waiting)

  /// Whether the request is to wait.
  var isWaiting: Bool {
    if case .waiting = outcome { return true }
    return false
  }
}

extension ParentHarness {
  // MARK: The network

  /// Answers the requests the hosted app sends to `url` — with `method`, or any method — with
  /// `answers`, one per request in order, the last one again for every request after. A URL
  /// without a query matches requests to it with any query; one with a query, only that query.
  /// An answer given again for the same URL and method replaces the one before.
  ///
  /// A hosted app does not reach the network: what its code asks of `URLSession.shared` (`data(
  /// from:)`, `data(for:)`, `upload(for:from:)`, `bytes(from:)`, a data task, Combine's
  /// `dataTaskPublisher`) is answered by the test. A request sent before its answer waits for it
  /// (the answer given later reaches it); one still waiting, unanswered, when `settle()` returns
  /// is a recorded issue (answer `.waiting` to keep it waiting on purpose). While
  /// `setNetworkAvailable(false)` every request fails with `URLError(.notConnectedToInternet)`.
  public func respond(
    to url: URL, method: String? = nil, with answers: NetworkAnswer...,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.respond(to: url, method: method, with: answers, at: sourceLocation)
  }

  /// Answers the requests the hosted app sends to `url` — with `method`, or any method — with
  /// what `answer` makes of each (an echo of its body, an answer that depends on its query).
  /// It runs where the app sends the request, and must not call the harness.
  public func respond(
    to url: URL, method: String? = nil,
    answering answer: @escaping @Sendable (URLRequest) -> NetworkAnswer,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.respond(to: url, method: method, with: AnswerQueue(answering: answer))
  }

  /// The requests the hosted app sent, in order, as it sent them (a body given with
  /// `upload(for:from:)` is not part of its request, as a URL protocol sees it on every
  /// platform).
  public var networkRequests: [URLRequest] { core.network.requests }
}

extension HarnessCore {
  /// The harness's server.
  var network: HostedNetwork { graph.systemActions.state(HostedNetwork.self) }

  /// Answers the requests to `url` (with `method`) with `answers` in order.
  func respond(
    to url: URL, method: String?, with answers: [NetworkAnswer], at sourceLocation: SourceLocation
  ) {
    guard !answers.isEmpty else {
      reportMisuse(
        "respond(to:with:) was given no answer for \(url.absoluteString).", at: sourceLocation)
      return
    }
    respond(to: url, method: method, with: AnswerQueue(answers))
  }

  /// Answers the requests to `url` (with `method`) from `queue`.
  func respond(to url: URL, method: String?, with queue: AnswerQueue) {
    network.respond(
      NetworkRoute(method: method?.uppercased(), url: url.absoluteString), with: queue)
  }
}
