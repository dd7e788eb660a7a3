import Foundation

/// A Metal shader library. ViewProbe runs no Metal: a library only names the functions it is
/// asked for, and the effects that use them draw nothing (Guide §8).
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
  let source: String

  /// The default library of the app's bundle.
  public static let `default` = ShaderLibrary(source: "default")

  /// The default library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: bundle.bundlePath)
  }

  private init(source: String) { self.source = source }

  /// A library compiled into the file at `url`.
  public init(url: URL) { source = url.absoluteString }

  /// A library from compiled `data`.
  public init(data: Data) { source = "data(\(data.count) bytes)" }

  /// The function called `name` in this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }

  /// The function called `name` in the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}

/// A function in a shader library; calling it with arguments makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
  /// The library it is in.
  public var library: ShaderLibrary
  /// Its name in the library.
  public var name: String

  /// The function called `name` in `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// The shader that runs this function with `args` bound to its first parameters.
  public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: args)
  }
}

/// A shader function with its arguments bound: a view effect, or a shape style.
public struct Shader: Equatable, Sendable, ShapeStyle {
  /// The function it runs.
  public var function: ShaderFunction
  /// The values bound to the function's parameters.
  public var arguments: [Argument]
  /// Whether colours it returns are dithered.
  public var dithersColor = false

  /// The shader running `function` with `arguments`.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// Compiles the shader ahead of its first use as `type`: nothing to compile here.
  public func compile(as type: UsageType) async throws {}

  /// How a shader is used.
  public struct UsageType: Hashable, Sendable {
    let name: String
    /// As a shape style.
    public static let shapeStyle = UsageType(name: "shapeStyle")
    /// As a colour effect.
    public static let colorEffect = UsageType(name: "colorEffect")
    /// As a layer effect.
    public static let layerEffect = UsageType(name: "layerEffect")
    /// As a distortion effect.
    public static let distortionEffect = UsageType(name: "distortionEffect")
  }

  /// One value bound to a shader function's parameter.
  public struct Argument: Equatable, Sendable {
    let value: String

    /// A number.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(value: "float(\(Double(x)))")
    }
    /// Two numbers.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(value: "float2(\(Double(x)), \(Double(y)))")
    }
    /// A point's coordinates.
    public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
    /// A size's width and height.
    public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
    /// Three numbers.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(value: "float3(\(Double(x)), \(Double(y)), \(Double(z)))")
    }
    /// Four numbers.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument(value: "float4(\(Double(x)), \(Double(y)), \(Double(z)), \(Double(w)))")
    }
    /// A colour.
    public static func color(_ color: Color) -> Argument { Argument(value: "color(\(color))") }
    /// Colours.
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(value: "colorArray(\(array.count))")
    }
    /// Numbers.
    public static func floatArray(_ array: [Float]) -> Argument {
      Argument(value: "floatArray(\(array.count))")
    }
    /// An image to sample.
    public static func image(_ image: Image) -> Argument { Argument(value: "image") }
    /// Raw bytes.
    public static func data(_ data: Data) -> Argument { Argument(value: "data(\(data.count))") }
    /// The bounding rectangle of the view or shape the shader is on.
    public static var boundingRect: Argument { Argument(value: "boundingRect") }
  }
}

nonisolated extension View {
  /// Runs `shader` on the colour of each pixel (not drawn).
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    inert("colorEffect")
  }

  /// Runs `shader` to move each pixel, by at most `maxSampleOffset` (not drawn).
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    inert("distortionEffect")
  }

  /// Runs `shader` on the view's rendered layer (not drawn).
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    inert("layerEffect")
  }
}

extension VisualEffect {
  /// Runs `shader` on each pixel's colour.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> _VisualEffectChain {
    adding("colorEffect")
  }

  /// Runs `shader` to move each pixel.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> _VisualEffectChain
  {
    adding("distortionEffect")
  }

  /// Runs `shader` on the rendered layer.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> _VisualEffectChain
  {
    adding("layerEffect")
  }
}
