import Foundation

// Saving and restoring a `NavigationPath`, as apps do for state restoration:
// `path.codable` encodes it when every value is `Codable`, and `NavigationPath(decoded)` restores
// it. Each value is written with its type's name, so a decoder finds the type again.

extension NavigationPath {
  /// A path of `elements`, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.init()
    values = elements.map { AnyHashable($0) }
  }

  /// A path restored from its serialised form.
  public init(_ codable: CodableRepresentation) {
    self.init()
    values = codable.values
  }

  /// The path in a form that can be encoded, or `nil` when a value in it is not `Codable`.
  public var codable: CodableRepresentation? {
    guard values.allSatisfy({ $0.base is any Encodable & Decodable }) else { return nil }
    return CodableRepresentation(values: values)
  }

  /// A serialisable form of a path: each value with its type's name.
  public struct CodableRepresentation: Codable, Equatable {
    let values: [AnyHashable]

    init(values: [AnyHashable]) { self.values = values }

    /// Writes the path as a flat list of type name, then the value's JSON, for each value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for value in values {
        guard let encodable = value.base as? any Encodable else {
          throw EncodingError.invalidValue(
            value.base,
            EncodingError.Context(
              codingPath: container.codingPath,
              debugDescription: "\(type(of: value.base)) in a NavigationPath is not Encodable"))
        }
        try container.encode(_mangledTypeName(type(of: value.base)) ?? "")
        let json = try JSONEncoder().encode(encodable)
        try container.encode(String(decoding: json, as: UTF8.self))
      }
    }

    /// Reads a path written by `encode(to:)`; an unknown or undecodable type is an error.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var values: [AnyHashable] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        let json = try container.decode(String.self)
        guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "no Decodable and Hashable type named \(typeName) in this program")
        }
        values.append(try Self.decode(type, from: Data(json.utf8)))
      }
      self.values = values
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws
      -> AnyHashable
    {
      AnyHashable(try JSONDecoder().decode(T.self, from: data))
    }

    /// Whether both hold the same values in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.values == rhs.values }
  }
}
