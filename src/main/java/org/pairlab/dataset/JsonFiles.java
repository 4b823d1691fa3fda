package org.pairlab.dataset;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;

/** Opens big JSON files for streaming and turns parse errors into problems that name file, line and column. */
final class JsonFiles {
    /**
     * Import parsing refuses JSON nested deeper than the documented limit, instead of recursing without end. Numbers
     * with a fraction (COCO boxes) go through Jackson's fast double parser: the same correctly rounded values, read
     * several times faster than the JDK's parser.
     */
    static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(com.fasterxml.jackson.core.StreamReadFeature.USE_FAST_DOUBLE_PARSER)
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(InputLimits.DEFAULT.maxJsonDepth()).build())
            .build();
    /** Tree reading (one JSON Lines line, one Karpathy image) under the same limits. */
    static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

    private JsonFiles() {
    }

    /** An open streaming parser plus the lines that held invalid UTF-8 (their text came through as U+FFFD). */
    record Source(JsonParser parser, BitSet badLines) implements AutoCloseable {
        boolean badText(String text) {
            return !badLines.isEmpty() && text != null && text.indexOf('\uFFFD') >= 0
                    && badLines.get(parser.currentLocation().getLineNr());
        }

        @Override
        public void close() throws IOException {
            parser.close();
        }
    }

    static Source open(Path file, ProblemSink problems) throws IOException {
        JsonFactory factory = FACTORY;
        BitSet bad = TextLines.invalidUtf8Lines(file);
        if (bad.isEmpty()) {
            return new Source(factory.createParser(file.toFile()), bad);
        }
        for (int line = bad.nextSetBit(0); line >= 0; line = bad.nextSetBit(line + 1)) {
            problems.add(name(file), line, "", "bytes that are not valid UTF-8 on this line; only the caption holding "
                    + "them is skipped (reported with its field), the rest of the line is read");
        }
        // Jackson stops at the first bad byte; decoding with REPLACE lets the rest of the file be read.
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        return new Source(factory.createParser(new InputStreamReader(Files.newInputStream(file), decoder)), bad);
    }

    static String name(Path file) {
        return file.getFileName().toString();
    }

    static ImportProblem malformed(Path file, JsonProcessingException e) {
        JsonLocation loc = e.getLocation();
        int line = loc == null ? 0 : loc.getLineNr();
        int col = loc == null ? 0 : loc.getColumnNr();
        return new ImportProblem(name(file), Math.max(line, 0), "", "malformed JSON at line " + line + ", column " + col
                + ": " + e.getOriginalMessage() + "; nothing can be imported from this file");
    }

    static void expect(JsonParser p, JsonToken token, String what) throws IOException {
        JsonToken t = p.currentToken() == null ? p.nextToken() : p.currentToken();
        if (t != token) {
            throw new com.fasterxml.jackson.core.JsonParseException(p, "expected " + what + " but found " + t);
        }
    }

    /** A scalar as text: numbers keep their JSON spelling so ids like 139 stay "139". */
    static String text(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t.isScalarValue()) {
            return p.getText();
        }
        p.skipChildren();
        return null;
    }

    /** A value read with its JSON type checked: {@code ok} false when the type was wrong (a problem was reported). */
    record Typed(String value, boolean ok) {
    }

    /**
     * An integer as text (null for JSON null); any other type is a problem naming file, line and field, never
     * coerced: an id "one" or 1.5 is refused.
     */
    static Typed integer(JsonParser p, ProblemSink problems, String file, String field) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NULL) {
            return new Typed(t == JsonToken.VALUE_NULL ? null : p.getText(), true);
        }
        return mismatch(p, problems, file, field, "an integer");
    }

    /** A string (null for JSON null); a number, boolean, array or object is a problem, never turned into text. */
    static Typed string(JsonParser p, ProblemSink problems, String file, String field) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_STRING || t == JsonToken.VALUE_NULL) {
            return new Typed(t == JsonToken.VALUE_NULL ? null : p.getText(), true);
        }
        return mismatch(p, problems, file, field, "a string");
    }

    private static Typed mismatch(JsonParser p, ProblemSink problems, String file, String field, String expected)
            throws IOException {
        int line = p.currentLocation().getLineNr();
        JsonToken t = p.currentToken();
        String found = switch (t) {
            case VALUE_STRING -> "the string \"" + shorten(p.getText()) + "\"";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "the number " + p.getText();
            case VALUE_TRUE, VALUE_FALSE -> "the boolean " + p.getText();
            case START_ARRAY -> "an array";
            case START_OBJECT -> "an object";
            default -> String.valueOf(t);
        };
        p.skipChildren();
        problems.add(file, line, field, field + " must be " + expected + " but is " + found + "; record skipped");
        return new Typed(null, false);
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }

    static Integer intOrNull(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NUMBER_INT) {
            return p.getIntValue();
        }
        if (t == JsonToken.VALUE_NUMBER_FLOAT) {
            return (int) Math.round(p.getDoubleValue());
        }
        p.skipChildren();
        return null;
    }
}
