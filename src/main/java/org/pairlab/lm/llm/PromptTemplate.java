package org.pairlab.lm.llm;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A prompt with {@code {placeholders}} filled from a map, e.g. {@code Rewrite "{caption}" in a {style} tone.}
 * {@code {{} and {@code }}} stand for literal braces. A placeholder name is letters, digits, {@code _ . -}.
 * Values are inserted as they are (braces in a value are not read again). Immutable.
 */
public final class PromptTemplate {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");

    /** A piece of the template: literal text or a placeholder. */
    private sealed interface Part permits Text, Slot {
    }

    private record Text(String text) implements Part {
    }

    private record Slot(String name, int line, int column) implements Part {
    }

    private final String source;
    private final List<Part> parts;
    private final Set<String> placeholders;

    private PromptTemplate(String source, List<Part> parts) {
        this.source = source;
        this.parts = List.copyOf(parts);
        Set<String> names = new LinkedHashSet<>();
        for (Part p : parts) {
            if (p instanceof Slot s) {
                names.add(s.name());
            }
        }
        this.placeholders = Collections.unmodifiableSet(names);
    }

    /** Parses a template; {@code source} names it in errors (a file name, or e.g. "the system prompt"). */
    public static PromptTemplate parse(String text, String source) {
        return new PromptTemplate(source, split(text, source));
    }

    /** Parses a template whose placeholders must all be {@code known}; an unknown one (a typo) is an error naming it. */
    public static PromptTemplate parse(String text, String source, Set<String> known) {
        PromptTemplate t = parse(text, source);
        Map<String, Slot> unknown = new LinkedHashMap<>();
        for (Part p : t.parts) {
            if (p instanceof Slot s && !known.contains(s.name())) {
                unknown.putIfAbsent(s.name(), s);
            }
        }
        if (!unknown.isEmpty()) {
            String which = unknown.values().stream()
                    .map(s -> "{" + s.name() + "} (line " + s.line() + ", column " + s.column() + ")")
                    .collect(Collectors.joining(", "));
            throw new PromptTemplateException("prompt template " + source + " uses unknown placeholder"
                    + (unknown.size() == 1 ? " " : "s ") + which + "; known: " + braces(known.stream().sorted().toList()));
        }
        return t;
    }

    /** Reads a UTF-8 template file (a byte-order mark is skipped). */
    public static PromptTemplate load(Path file) {
        return parse(read(file), file.toString());
    }

    /** Reads a UTF-8 template file whose placeholders must all be {@code known}. */
    public static PromptTemplate load(Path file, Set<String> known) {
        return parse(read(file), file.toString(), known);
    }

    /** Where the template came from, as errors name it. */
    public String source() {
        return source;
    }

    /** The placeholder names, in order of first use. */
    public Set<String> placeholders() {
        return placeholders;
    }

    /** The prompt with every placeholder replaced; values the template does not use are ignored. */
    public String fill(Map<String, String> values) {
        List<String> missing = placeholders.stream().filter(n -> values.get(n) == null).toList();
        if (!missing.isEmpty()) {
            throw new PromptTemplateException("prompt template " + source + " needs "
                    + (missing.size() == 1 ? "a value for " : "values for ") + braces(missing)
                    + "; given: " + (values.isEmpty() ? "none" : braces(values.keySet().stream().sorted().toList())));
        }
        StringBuilder out = new StringBuilder();
        for (Part p : parts) {
            out.append(p instanceof Slot s ? values.get(s.name()) : ((Text) p).text());
        }
        return out.toString();
    }

    private static String braces(List<String> names) {
        return names.stream().map(n -> "{" + n + "}").collect(Collectors.joining(", "));
    }

    private static String read(Path file) {
        try {
            // A strict decoder: a Latin-1 file is an error, not silently replaced characters.
            String text = StandardCharsets.UTF_8.newDecoder()
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new PromptTemplateException("prompt template " + file + " is not UTF-8 text", e);
        } catch (IOException e) {
            throw new PromptTemplateException("cannot read prompt template " + file + ": " + e.getMessage(), e);
        }
    }

    private static List<Part> split(String text, String source) {
        List<Part> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int line = 1;
        int lineStart = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int column = i - lineStart + 1;
            if (c == '{' && i + 1 < text.length() && text.charAt(i + 1) == '{') {
                literal.append('{');
                i += 2;
            } else if (c == '}' && i + 1 < text.length() && text.charAt(i + 1) == '}') {
                literal.append('}');
                i += 2;
            } else if (c == '{') {
                int close = text.indexOf('}', i + 1);
                int newline = text.indexOf('\n', i + 1);
                if (close < 0 || (newline >= 0 && newline < close)) {
                    throw new PromptTemplateException("prompt template " + source + ": a { at line " + line
                            + ", column " + column + " is not closed on its line; write {{ for a literal {");
                }
                String name = text.substring(i + 1, close);
                if (!NAME.matcher(name).matches()) {
                    throw new PromptTemplateException("prompt template " + source + ": {" + name + "} at line " + line
                            + ", column " + column + " is not a placeholder name (letters, digits, _ . -); "
                            + "write {{ and }} for literal braces");
                }
                if (literal.length() > 0) {
                    parts.add(new Text(literal.toString()));
                    literal.setLength(0);
                }
                parts.add(new Slot(name, line, column));
                i = close + 1;
            } else if (c == '}') {
                throw new PromptTemplateException("prompt template " + source + ": a lone } at line " + line
                        + ", column " + column + "; write }} for a literal }");
            } else {
                literal.append(c);
                if (c == '\n') {
                    line++;
                    lineStart = i + 1;
                }
                i++;
            }
        }
        if (literal.length() > 0) {
            parts.add(new Text(literal.toString()));
        }
        return parts;
    }
}
