// What Linux's FoundationNetworking lacks that app files use, so that they compile there:
// `URLSession.bytes(from:)` (iOS 15's way to read a response as it arrives, line by line for a feed
// of server-sent events) — here the response is read whole and then handed over byte by byte, so
// the app's loop over `bytes.lines` sees the same lines, all at once (Guide §8) — and iOS 13's
// `URLCache(memoryCapacity:diskCapacity:directory:)`.
#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking

  extension URLSession {
    /// The bytes of a response, as an asynchronous sequence.
    public struct AsyncBytes: AsyncSequence, Sendable {
      /// A byte.
      public typealias Element = UInt8
      let data: Data

      /// Hands the bytes over one by one.
      public struct AsyncIterator: AsyncIteratorProtocol {
        var index: Data.Index
        let data: Data

        /// The next byte, or `nil` at the end.
        public mutating func next() async throws -> UInt8? {
          guard index < data.endIndex else { return nil }
          defer { index = data.index(after: index) }
          return data[index]
        }
      }

      /// An iterator from the first byte.
      public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(index: data.startIndex, data: data)
      }
    }

    /// Loads the response to `request` and hands over its bytes.
    public func bytes(
      for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil
    ) async throws -> (AsyncBytes, URLResponse) {
      let (data, response) = try await data(for: request)
      return (AsyncBytes(data: data), response)
    }

    /// Loads the response from `url` and hands over its bytes.
    public func bytes(
      from url: URL, delegate: (any URLSessionTaskDelegate)? = nil
    ) async throws -> (AsyncBytes, URLResponse) {
      try await bytes(for: URLRequest(url: url), delegate: delegate)
    }
  }

  extension URLCache {
    /// A cache of `memoryCapacity` bytes in memory and `diskCapacity` on disk, in `directory`
    /// (the default place when `nil`).
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
      self.init(
        memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
  }

  /// The lines of a sequence of UTF-8 bytes, without their ends: a line ends at a line feed, a
  /// carriage return, or both together; text after the last end is the last line.
  public struct AsyncLineSequence<Base: AsyncSequence>: AsyncSequence
  where Base.Element == UInt8 {
    /// A line.
    public typealias Element = String
    let base: Base

    /// Reads the bytes until each line ends.
    public struct AsyncIterator: AsyncIteratorProtocol {
      var bytes: Base.AsyncIterator
      var pending: UInt8?
      var finished = false

      /// The next line, or `nil` after the last.
      public mutating func next() async throws -> String? {
        guard !finished else { return nil }
        var line: [UInt8] = []
        while true {
          let byte: UInt8?
          if let kept = pending {
            byte = kept
            pending = nil
          } else {
            byte = try await bytes.next()
          }
          guard let byte else {
            finished = true
            return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
          }
          if byte == 0x0A { return String(decoding: line, as: UTF8.self) }
          if byte == 0x0D {
            // A carriage return and a line feed end one line.
            let next = try await bytes.next()
            if let next, next != 0x0A { pending = next }
            if next == nil { finished = true }
            return String(decoding: line, as: UTF8.self)
          }
          line.append(byte)
        }
      }
    }

    /// An iterator from the first line.
    public func makeAsyncIterator() -> AsyncIterator {
      AsyncIterator(bytes: base.makeAsyncIterator())
    }
  }

  extension AsyncLineSequence: Sendable where Base: Sendable {}

  extension AsyncSequence where Element == UInt8 {
    /// The bytes' text, line by line (as Apple's Foundation declares it for any sequence of
    /// bytes: a response's, a file's).
    public var lines: AsyncLineSequence<Self> { AsyncLineSequence(base: self) }
  }
#endif
