export declare function storyOfPicture(picture: string): string;
export declare function storyLink(file: string, picture: string): string | null;
