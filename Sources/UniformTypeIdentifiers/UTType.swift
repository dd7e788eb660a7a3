// Linux has no UniformTypeIdentifiers. There, ViewProbe's product includes this stand-in, so that
// files that name content types (`allowedContentTypes: [.plainText]`, `UTType(exportedAs:)`)
// compile unchanged. A type is its identifier, a preferred filename extension and the types it
// conforms to: enough to match a file to a file importer's allowed types.
import Foundation

/// A uniform type identifier: what kind of content a file or a payload holds.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The identifier (`public.plain-text`).
  public let identifier: String
  /// The filename extension files of this type usually have.
  public let preferredFilenameExtension: String?
  private let parents: [String]

  init(_ identifier: String, extension fileExtension: String?, parents: [String]) {
    self.identifier = identifier
    preferredFilenameExtension = fileExtension
    self.parents = parents
  }

  /// The identifier.
  public var description: String { identifier }

  /// The type with `identifier`, when it is one of the system's types ViewProbe knows.
  public init?(_ identifier: String) {
    guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// The system type of files with `filenameExtension`, when ViewProbe knows it.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lowered = filenameExtension.lowercased()
    guard let known = Self.known.first(where: { $0.preferredFilenameExtension == lowered }),
      known.conforms(to: supertype)
    else { return nil }
    self = known
  }

  /// A type the app declares (and exports).
  public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(identifier, extension: nil, parents: [parentType.identifier] + parentType.parents)
  }

  /// A type another app declares (and this one imports).
  public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// Whether this type is `type` or a subtype of it.
  public func conforms(to type: UTType) -> Bool {
    identifier == type.identifier || parents.contains(type.identifier)
  }

  /// Whether this type is a subtype of `type` (and not `type` itself).
  public func isSubtype(of type: UTType) -> Bool {
    identifier != type.identifier && conforms(to: type)
  }

  /// Whether this type is `type` or a supertype of it.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

  private static let known: [UTType] = [
    .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .html,
    .commaSeparatedText, .pdf, .image, .png, .jpeg, .gif, .heic, .url, .fileURL, .folder,
    .directory, .zip, .audio, .movie, .mpeg4Movie, .spreadsheet, .presentation,
  ]
}

extension UTType {
  private static func system(_ id: String, _ ext: String?, _ parents: [String]) -> UTType {
    UTType("public." + id, extension: ext, parents: parents.map { "public." + $0 })
  }

  /// Anything.
  public static let item = system("item", nil, [])
  /// Content a user works with.
  public static let content = system("content", nil, ["item"])
  /// Bytes.
  public static let data = system("data", nil, ["item"])
  /// Text of any encoding.
  public static let text = system("text", nil, ["data", "content", "item"])
  /// Plain text.
  public static let plainText = system("plain-text", "txt", ["text", "data", "content", "item"])
  /// UTF-8 plain text.
  public static let utf8PlainText = system(
    "utf8-plain-text", nil, ["plain-text", "text", "data", "content", "item"])
  /// JSON.
  public static let json = system("json", "json", ["text", "data", "content", "item"])
  /// XML.
  public static let xml = system("xml", "xml", ["text", "data", "content", "item"])
  /// HTML.
  public static let html = system("html", "html", ["text", "data", "content", "item"])
  /// Comma-separated values.
  public static let commaSeparatedText = system(
    "comma-separated-values-text", "csv", ["text", "data", "content", "item"])
  /// PDF.
  public static let pdf = UTType(
    "com.adobe.pdf", extension: "pdf", parents: ["public.data", "public.content", "public.item"])
  /// Any image.
  public static let image = system("image", nil, ["data", "content", "item"])
  /// PNG.
  public static let png = system("png", "png", ["image", "data", "content", "item"])
  /// JPEG.
  public static let jpeg = system("jpeg", "jpeg", ["image", "data", "content", "item"])
  /// GIF.
  public static let gif = UTType(
    "com.compuserve.gif", extension: "gif",
    parents: ["public.image", "public.data", "public.content", "public.item"])
  /// HEIC.
  public static let heic = system("heic", "heic", ["image", "data", "content", "item"])
  /// A URL.
  public static let url = system("url", nil, ["data", "item"])
  /// A file URL.
  public static let fileURL = system("file-url", nil, ["url", "data", "item"])
  /// A folder.
  public static let folder = system("folder", nil, ["directory", "item"])
  /// A directory.
  public static let directory = system("directory", nil, ["item"])
  /// A zip archive.
  public static let zip = UTType(
    "public.zip-archive", extension: "zip", parents: ["public.data", "public.item"])
  /// Audio.
  public static let audio = system("audio", nil, ["data", "content", "item"])
  /// A movie.
  public static let movie = system("movie", nil, ["data", "content", "item"])
  /// An MPEG-4 movie.
  public static let mpeg4Movie = system("mpeg-4", "mp4", ["movie", "data", "content", "item"])
  /// A spreadsheet.
  public static let spreadsheet = system("spreadsheet", nil, ["content", "item"])
  /// A presentation.
  public static let presentation = system("presentation", nil, ["content", "item"])
}
