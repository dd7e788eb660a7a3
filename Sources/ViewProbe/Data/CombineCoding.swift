import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A decoder a pipeline can `decode(type:decoder:)` with (Combine's protocol; `JSONDecoder` and
/// `PropertyListDecoder` are ones).
public protocol TopLevelDecoder {
  /// What it decodes from (`Data`).
  associatedtype Input
  /// Decodes a `T` from `from`.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder a pipeline can `encode(encoder:)` with (Combine's protocol; `JSONEncoder` and
/// `PropertyListEncoder` are ones).
public protocol TopLevelEncoder {
  /// What it encodes to (`Data`).
  associatedtype Output
  /// Encodes `value`.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
  /// Decodes each value (the `Data` of a response, say) as an `Item`; an error fails the
  /// pipeline.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.TryMap<Self, Item> where Output == Coder.Input
  {
    tryMap { try decoder.decode(Item.self, from: $0) }
  }

  /// Encodes each value; an error fails the pipeline.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder)
    -> Publishers.TryMap<Self, Coder.Output> where Output: Encodable
  {
    tryMap { try encoder.encode($0) }
  }
}

extension URLSession {
  /// Loads a URL when subscribed to, and sends its data and response, or fails with a
  /// `URLError` (Combine's `URLSession.DataTaskPublisher`). Each subscriber starts a load of its
  /// own; cancelling cancels the load. The response comes on the session's queue, off the main
  /// thread: a model that shows it goes through `receive(on: DispatchQueue.main)`.
  public struct DataTaskPublisher: CompletingPublisher {
    /// The data and the response.
    public typealias Output = (data: Data, response: URLResponse)
    /// Why the load failed.
    public typealias Failure = URLError
    /// The request loaded.
    public let request: URLRequest
    /// The session that loads it.
    public let session: URLSession

    /// A publisher that loads `request` with `session`.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    /// Starts the load.
    public func _subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<URLError>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let link = UpstreamLink<URLError>(receiveCompletion)
      // The subscriber's closure goes to the session's queue, as Combine's does.
      let send = Carried(value: receiveValue)
      let task = session.dataTask(with: request) { data, response, error in
        guard link.isOpen else { return }
        if let data, let response {
          send.value?((data, response))
          link.end(.finished)
        } else {
          let failure = (error as? URLError) ?? URLError(.unknown)
          link.end(.failure(failure))
        }
      }
      link.attach(AnyCancellable { task.cancel() })
      task.resume()
      return link.cancellable
    }
  }

  /// A publisher that loads `url` when subscribed to.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// A publisher that loads `request` when subscribed to.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }
}
