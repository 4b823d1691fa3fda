package org.pairlab.dataset;

import java.util.ArrayList;
import java.util.List;

/** A small RFC 4180 parser: comma separated, CRLF or LF records, double-quoted fields with "" escapes and newlines. */
final class Csv {
    private Csv() {
    }

    /** One record with the physical line it starts on and the last line it covers; {@code error} if malformed. */
    record Row(int line, int lastLine, List<String> fields, String error) {
    }

    static List<Row> parse(String text) {
        List<Row> rows = new ArrayList<>();
        int i = 0;
        int line = 1;
        int n = text.length();
        while (i < n) {
            int start = line;
            int rowStart = i;
            List<String> fields = new ArrayList<>();
            StringBuilder cur = new StringBuilder();
            String error = null;
            boolean endOfRecord = false;
            int last = line;
            while (!endOfRecord) {
                if (i < n && text.charAt(i) == '"') {
                    i++;
                    boolean closed = false;
                    while (i < n) {
                        char c = text.charAt(i++);
                        if (c == '"') {
                            if (i < n && text.charAt(i) == '"') {
                                cur.append('"');
                                i++;
                            } else {
                                closed = true;
                                break;
                            }
                        } else {
                            if (c == '\n') {
                                line++;
                            }
                            cur.append(c);
                        }
                    }
                    if (!closed) {
                        error = "quoted field is never closed";
                    }
                    // After a closing quote only a separator or the end of the record may follow.
                    while (i < n && text.charAt(i) != ',' && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
                        if (error == null) {
                            error = "text after a closing quote";
                        }
                        i++;
                    }
                } else {
                    while (i < n) {
                        char c = text.charAt(i);
                        if (c == ',' || c == '\n' || c == '\r') {
                            break;
                        }
                        if (c == '"' && error == null) {
                            error = "quote inside an unquoted field";
                        }
                        cur.append(c);
                        i++;
                    }
                }
                fields.add(cur.toString());
                cur.setLength(0);
                if (i >= n) {
                    last = line;
                    endOfRecord = true;
                } else if (text.charAt(i) == ',') {
                    i++;
                } else {
                    if (text.charAt(i) == '\r') {
                        i++;
                    }
                    if (i < n && text.charAt(i) == '\n') {
                        i++;
                    }
                    last = line;
                    line++;
                    endOfRecord = true;
                }
            }
            if (error != null && last > start) {
                // A broken quote swallowed the lines after it: report the row on its first line only and read the
                // following lines again as rows of their own, so no good row is lost with it.
                int nl = text.indexOf('\n', rowStart);
                rows.add(new Row(start, start, fields, error + " (it ran on to line " + last + "; the lines after "
                        + "line " + start + " are read as rows of their own)"));
                i = nl + 1;
                line = start + 1;
                continue;
            }
            rows.add(new Row(start, last, fields, error));
        }
        return rows;
    }
}
